// Over windows of the C++ Table API over the seed's peoples.csv (ids 1..20; Germany: 8 Female, 19 Male; the
// other 18 in the United States). Expected rows worked out by hand from the file.
#include <gtest/gtest.h>

#include <algorithm>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

Table peoples() { return test::seedPeoples()->scan("peoples"); }

std::vector<std::string> rowsOf(const Table& table) {
    std::vector<std::string> out;
    for (const Row& row : table.execute()) out.push_back(row.toString());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(OverWindow, RunningCountPerPartition) {
    const OverWindow w = Over::partitionBy("country").orderBy("id").preceding("UNBOUNDED_RANGE").as("w");
    const Table t = peoples().filter("id <= 9").window(w).select("id, country, id.count over w, id.sum over w");
    EXPECT_EQ(rowsOf(t),
              (std::vector<std::string>{"1,United States,1,1", "2,United States,2,3", "3,United States,3,6",
                                        "4,United States,4,10", "5,United States,5,15", "6,United States,6,21",
                                        "7,United States,7,28", "8,Germany,1,8", "9,United States,8,37"}));
    EXPECT_EQ(t.getSchema().getFieldType(2), Types::BIGINT());
}

TEST(OverWindow, RowFramesAndSeveralWindows) {
    const OverWindow last_two = Over::orderBy("id").preceding("1.rows").following("CURRENT_ROW").as("two");
    const OverWindow by_gender = Over::partitionBy("gender").orderBy("id.desc").as("g");
    const Table t =
        peoples().filter("id >= 16").window({last_two, by_gender}).select("id, gender, id.sum over two, id.max over g");
    // 16 F, 17 M, 18 M, 19 M, 20 M; by gender in descending id the running max is the partition's largest id.
    EXPECT_EQ(rowsOf(t), (std::vector<std::string>{"16,Female,16,16", "17,Male,33,20", "18,Male,35,20", "19,Male,37,20",
                                                   "20,Male,39,20"}));
}

TEST(OverWindow, BuilderErrors) {
    const Table t = peoples();
    // A time interval needs a temporal order key: id is an INT.
    EXPECT_THROW(t.window(Over::orderBy("id").preceding("2.hours").as("w")).select("id.count over w"), ValidationError);
    EXPECT_THROW(t.window(Over::orderBy("id").preceding("2.years").as("w")).select("id.count over w"), ValidationError);
    EXPECT_THROW(t.window(Over::orderBy("id").preceding("2.rows").following("CURRENT_RANGE").as("w")), ValidationError);
    EXPECT_THROW(t.window(Over::orderBy("id").preceding("CURRENT_ROW").following("UNBOUNDED_ROW").as("w")),
                 ValidationError);
    EXPECT_THROW(t.window({Over::orderBy("id").as("w"), Over::orderBy("id").as("w")}), ValidationError);
    try {
        t.window(Over::partitionBy("country").orderBy("idd").as("w")).select("id.count over w");
        FAIL() << "an unknown order key must be refused";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("idd"), std::string::npos) << e.what();
    }
    try {
        t.window(Over::orderBy("id").as("w")).select("id.count over v");
        FAIL() << "an unknown window must be refused";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("no window named 'v'; window(...) defines w"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace tabula
