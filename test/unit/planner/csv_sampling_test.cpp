// Sampling CSV files for statistics: exact for a file that fits in the sample; for a larger one, distinct counts
// estimated from the sampled slices (a key grows with the rows, a small domain stays small, a clustered key is not
// taken for a small domain), NULL shares and ranges scaled from the sample.
#include "planner/csv_sampling.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace tabula::planner {
namespace {

/// A file in the temporary folder, removed at the end of the test.
class TempFile {
public:
    TempFile(const std::string& name, const std::string& content)
        : path_(std::filesystem::temp_directory_path() / ("tabula_sampling_" + name)) {
        std::ofstream(path_, std::ios::binary) << content;
    }
    ~TempFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

/// 200,000 rows (about 4 MB, far beyond the sample) of: a unique id 1..200000; an order key shared by runs of
/// four rows (50,000 values, clustered as lineitem's l_orderkey is); one of 25 nations; an amount that is NULL
/// in every tenth row; a date among 100 days.
std::string largeFile() {
    std::string content = "id,order_key,nation,amount,day\n";
    for (int i = 1; i <= 200000; ++i) {
        const std::string amount = i % 10 == 0 ? "" : std::to_string(i % 1000) + ".5";
        const int day = 1 + (i * 37) % 100;
        content += std::to_string(i) + "," + std::to_string((i + 3) / 4) + "," + std::to_string(i % 25) + "," + amount +
                   ",2020-01-" + (day < 10 ? "0" : "") + std::to_string(day % 31 == 0 ? 1 : day % 31) + "\n";
    }
    return content;
}

CsvTableSource largeSource(const std::string& path) {
    CsvOptions options;
    options.ignore_first_line = true;
    return CsvTableSource(path, {"id", "order_key", "nation", "amount", "day"},
                          {Types::BIGINT(), Types::INT(), Types::INT(), Types::DOUBLE(), Types::DATE()}, options);
}

TEST(CsvSampling, ASmallFileIsReadWhole) {
    TempFile file("small.csv", "id,name\n1,a\n2,a\n3,\n4,b\n");
    CsvOptions options;
    options.ignore_first_line = true;
    const auto statistics =
        sampleFileStatistics(CsvTableSource(file.path(), {"id", "name"}, {Types::INT(), Types::STRING()}, options));
    ASSERT_TRUE(statistics.has_value());
    EXPECT_EQ(statistics->rows, 4u);
    EXPECT_EQ(statistics->columns[0].distinct, 4u);
    EXPECT_EQ(statistics->columns[0].min, 1.0);
    EXPECT_EQ(statistics->columns[0].max, 4.0);
    EXPECT_EQ(statistics->columns[1].distinct, 2u);
    EXPECT_EQ(statistics->columns[1].nulls, 1u);
}

TEST(CsvSampling, ALargeFilesDistinctCountsFollowTheirColumns) {
    TempFile file("large.csv", largeFile());
    const auto statistics = sampleFileStatistics(largeSource(file.path()));
    ASSERT_TRUE(statistics.has_value());
    EXPECT_NEAR(static_cast<double>(statistics->rows), 200000, 6000);  // widths vary along the file
    const auto distinct = [&](size_t c) { return static_cast<double>(statistics->columns[c].distinct); };
    EXPECT_NEAR(distinct(0), 200000, 20000);  // unique: grows with the rows
    EXPECT_NEAR(distinct(1), 50000, 10000);   // runs of four: a quarter of the rows, not the few in the sample
    EXPECT_EQ(distinct(2), 25);               // every nation is in every slice
    EXPECT_NEAR(distinct(4), 31, 3);          // the days of one month, many times over
    EXPECT_NEAR(static_cast<double>(statistics->columns[3].nulls), 20000, 3000);
    ASSERT_TRUE(statistics->columns[0].min && statistics->columns[0].max);
    EXPECT_LT(*statistics->columns[0].min, 2000);    // the first slice starts the file
    EXPECT_GT(*statistics->columns[0].max, 198000);  // the last ends it
}

TEST(CsvSampling, AnIntegerColumnHasNoMoreValuesThanItsRange) {
    // A key that never repeats in the sample, but takes only 1..500: at most 500 values.
    std::string content;
    for (int i = 0; i < 100000; ++i) content += std::to_string(1 + (i * 7919) % 500) + ",padding-padding\n";
    TempFile file("range.csv", content);
    const auto statistics =
        sampleFileStatistics(CsvTableSource(file.path(), {"k", "pad"}, {Types::INT(), Types::STRING()}));
    ASSERT_TRUE(statistics.has_value());
    EXPECT_LE(statistics->columns[0].distinct, 500u);
    EXPECT_GE(statistics->columns[0].distinct, 400u);
}

TEST(CsvSampling, RecordsThatDoNotConvertCountAsRowsButNotAsValues) {
    TempFile file("bad.csv", "1,x\nnot a number,y\n3,z\n");
    const auto statistics =
        sampleFileStatistics(CsvTableSource(file.path(), {"id", "name"}, {Types::INT(), Types::STRING()}));
    ASSERT_TRUE(statistics.has_value());
    EXPECT_EQ(statistics->rows, 3u);
    EXPECT_EQ(statistics->columns[0].distinct, 2u);
    EXPECT_EQ(statistics->columns[1].distinct, 2u);
}

TEST(CsvSampling, AnUnreadableFileHasNoStatistics) {
    EXPECT_FALSE(sampleFileStatistics(CsvTableSource("/nonexistent/tabula.csv", {"id"}, {Types::INT()})).has_value());
    EXPECT_FALSE(
        sampleFileStatistics(CsvTableSource(std::filesystem::temp_directory_path().string(), {"id"}, {Types::INT()}))
            .has_value());
}

}  // namespace
}  // namespace tabula::planner
