// Group windows of the C++ Table API over the seed's peoples.csv (ids 1..20; Germany: 8 Female, 19 Male; the other
// 18 in the United States), with the id as a BIGINT epoch-millisecond time. Expected rows worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

/// peoples with `t`, the id as BIGINT milliseconds since the epoch.
Table timedPeoples() { return test::seedPeoples()->scan("peoples").addColumns("id.cast(BIGINT) as t"); }

std::vector<std::string> rowsOf(const Table& table) {
    std::vector<std::string> out;
    for (const Row& row : table.execute()) out.push_back(row.toString());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(GroupWindow, DslAndStringFormsAgree) {
    const Table people = timedPeoples();
    // Windows of 5 ms from the epoch: ids 1-4, 5-9, 10-14, 15-19 and 20.
    const Table dsl = people.window(Tumble::over(lit(5).millis()).on(col("t")).as("w"))
                          .groupBy({col("w")})
                          .select({col("w").call("end").as("e"), col("id").count().as("n")});
    const Table text =
        people.window(Tumble::over("5.millis").on("t").as("w")).groupBy("w").select("w.end as e, id.count as n");
    const std::vector<std::string> expected{"1970-01-01 00:00:00.005,4", "1970-01-01 00:00:00.01,5",
                                            "1970-01-01 00:00:00.015,5", "1970-01-01 00:00:00.02,5",
                                            "1970-01-01 00:00:00.025,1"};
    EXPECT_EQ(rowsOf(dsl), expected);
    EXPECT_EQ(rowsOf(text), expected);
    EXPECT_EQ(dsl.getSchema().getFieldType(0), Types::TIMESTAMP());
}

TEST(GroupWindow, SlideAndSessionPerKey) {
    const Table people = timedPeoples().filter("country = 'Germany'");
    // Germany's ids 8 and 19: 11 ms apart, two sessions with a 10 ms gap, one with a 11 ms gap.
    EXPECT_EQ(rowsOf(people.window(Session::withGap(lit(10).millis()).on(col("t")).as("s"))
                         .groupBy("s, country")
                         .select("country, s.start, id.sum")),
              (std::vector<std::string>{"Germany,1970-01-01 00:00:00.008,8", "Germany,1970-01-01 00:00:00.019,19"}));
    EXPECT_EQ(rowsOf(people.window(Session::withGap("11.millis").on("t").as("s")).groupBy("s").select("id.sum")),
              (std::vector<std::string>{"27"}));
    // Windows of 10 ms every 5 ms: 8 in [0, 10) and [5, 15); 19 in [10, 20) and [15, 25).
    EXPECT_EQ(rowsOf(people.window(Slide::over("10.millis").every(lit(5).millis()).on("t").as("w"))
                         .groupBy("w")
                         .select("w.start, id.sum")),
              (std::vector<std::string>{"1970-01-01 00:00:00.0,8", "1970-01-01 00:00:00.005,8",
                                        "1970-01-01 00:00:00.01,19", "1970-01-01 00:00:00.015,19"}));
}

TEST(GroupWindow, RowCountWindowsTakeRowsInTimeOrder) {
    // Per gender in id order, three rows at a time; Female's last two rows (14, 16) fill no window.
    const Table counted = timedPeoples()
                              .window(Tumble::over(lit(3).rows()).on("t").as("w"))
                              .groupBy("w, gender")
                              .select("gender, id.min, id.max");
    EXPECT_EQ(rowsOf(counted), (std::vector<std::string>{"Female,1,5", "Female,8,13", "Male,11,17", "Male,18,20",
                                                         "Male,3,6", "Male,7,10"}));
}

TEST(GroupWindow, Errors) {
    const Table people = timedPeoples();
    EXPECT_THROW(lit(1.5).minutes(), ValidationError);
    EXPECT_THROW(col("id").rows(), ValidationError);
    EXPECT_THROW(people.window(Tumble::over("5.millis").on("t").as("")), ValidationError);
    EXPECT_THROW(Tumble::over("5.millis +").on("t"), ParseError);
    // The window must be a group key: refused at groupBy, as Flink does.
    EXPECT_THROW(people.window(Tumble::over("5.millis").on("t").as("w")).groupBy("country"), ValidationError);
    EXPECT_THROW(people.window(Tumble::over("5.millis").on("country").as("w")).groupBy("w"), ValidationError);
    EXPECT_THROW(people.window(Tumble::over("2.rows").on("t").as("w")).groupBy("w").select("w.start"), ValidationError);
    // The window's own columns are not among the fields an unknown name lists.
    try {
        people.window(Tumble::over("5.millis").on("t").as("w")).groupBy("w").select("nope");
        FAIL() << "an unknown field must be refused";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("Input fields: id, last_name, country, gender, t"), std::string::npos)
            << e.what();
        EXPECT_EQ(std::string(e.what()).find('$'), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace tabula
