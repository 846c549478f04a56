// Row estimates: each node class's rule, worked out by hand, and the sampling of CSV files (exact when the file
// fits in the sample, size / average row width beyond, unknown when unreadable, each file read once). `rows` holds
// k = a, a, b, c, d (4 distinct values) and v = 1..5.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "plan_builder.hpp"
#include "planner/cardinality.hpp"

namespace tabula::testing {
namespace {

using planner::CardinalityEstimator;
using Estimate = std::optional<uint64_t>;

/// A file in the temporary folder, removed at the end of the test.
class TempFile {
public:
    TempFile(const std::string& name, const std::string& content)
        : path_(std::filesystem::temp_directory_path() / ("tabula_cardinality_" + name)) {
        std::ofstream(path_, std::ios::binary) << content;
    }
    ~TempFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

class CardinalityTest : public ::testing::Test {
protected:
    Estimate estimate(const LogicalPtr& plan) { return CardinalityEstimator().estimatedRows(*plan); }
    BoundExprPtr above(const LogicalPtr& input, int n) const {
        return b.call("greaterThan", {b.col(input, 1), b.lit(Value::integer(n))});
    }
    static CsvTableSource source(const std::string& path, CsvOptions options = {}) {
        return CsvTableSource(path, {"id", "name"}, {Types::INT(), Types::STRING()}, std::move(options));
    }
    static LogicalPtr scanOf(const CsvTableSource& source) {
        return std::make_shared<planner::ScanNode>("t", source, std::vector<uint32_t>{0, 1});
    }

    PlanBuilder b;
    LogicalPtr rows =
        b.values({{"k", Types::STRING()}, {"v", Types::INT()}}, {{Value::string("a"), Value::integer(1)},
                                                                 {Value::string("a"), Value::integer(2)},
                                                                 {Value::string("b"), Value::integer(3)},
                                                                 {Value::string("c"), Value::integer(4)},
                                                                 {Value::string("d"), Value::integer(5)}});
    LogicalPtr none = b.values({{"k", Types::STRING()}, {"v", Types::INT()}}, {});
    LogicalPtr unknown = scanOf(source("/nonexistent/tabula/file.csv"));
};

TEST_F(CardinalityTest, ValuesAreExact) {
    EXPECT_EQ(estimate(rows), 5u);
    EXPECT_EQ(estimate(none), 0u);
}

TEST_F(CardinalityTest, ARangeConditionKeepsItsShareOfTheColumnsRange) {
    EXPECT_EQ(estimate(b.filter(rows, above(rows, 1))), 4u);                                   // 2..5 of 1..5
    EXPECT_EQ(estimate(b.filter(rows, b.call("and", {above(rows, 1), above(rows, 2)}))), 3u);  // 3..5: both bounds
    BoundExprPtr at_most_2 = b.call("lessThanOrEqual", {b.col(rows, 1), b.lit(Value::integer(2))});
    EXPECT_EQ(estimate(b.filter(rows, b.call("and", {above(rows, 1), at_most_2}))), 1u);  // 2..2: one value
    BoundExprPtr between = b.call("between", {b.col(rows, 1), b.lit(Value::integer(2)), b.lit(Value::integer(4))});
    EXPECT_EQ(estimate(b.filter(rows, between)), 3u);
    EXPECT_EQ(estimate(b.filter(rows, above(rows, 9))), 0u);  // beyond the range
    EXPECT_EQ(estimate(b.filter(none, above(none, 1))), 0u);
    BoundExprPtr id_above = b.call("greaterThan", {b.col(unknown, 0), b.lit(Value::integer(1))});
    EXPECT_EQ(estimate(b.filter(unknown, id_above)), std::nullopt);
}

TEST_F(CardinalityTest, AnEqualityKeepsOneDistinctValuesShare) {
    BoundExprPtr k_is_a = b.call("equals", {b.col(rows, 0), b.lit(Value::string("a"))});
    EXPECT_EQ(estimate(b.filter(rows, k_is_a)), 2u);  // 5 / 4 distinct, rounded up
    BoundExprPtr v_is_3 = b.call("equals", {b.lit(Value::integer(3)), b.col(rows, 1)});
    EXPECT_EQ(estimate(b.filter(rows, v_is_3)), 1u);
    BoundExprPtr v_not_3 = b.call("notEquals", {b.col(rows, 1), b.lit(Value::integer(3))});
    EXPECT_EQ(estimate(b.filter(rows, v_not_3)), 4u);
    BoundExprPtr v_in = b.call("in", {b.col(rows, 1), b.lit(Value::integer(1)), b.lit(Value::integer(7))});
    EXPECT_EQ(estimate(b.filter(rows, v_in)), 2u);                            // 2 of 5 distinct values
    EXPECT_EQ(estimate(b.filter(rows, b.call("or", {k_is_a, v_is_3}))), 2u);  // 1/4 + 1/5 - 1/20 = 0.4
    EXPECT_EQ(estimate(b.filter(rows, b.call("not", {v_is_3}))), 4u);
}

TEST_F(CardinalityTest, NullTestsKeepTheNullShare) {
    LogicalPtr some_null =
        b.values({{"v", Types::INT()}},
                 {{Value::integer(1)}, {Value::null(Types::INT())}, {Value::integer(2)}, {Value::null(Types::INT())}});
    EXPECT_EQ(estimate(b.filter(some_null, b.call("isNull", {b.col(some_null, 0)}))), 2u);
    EXPECT_EQ(estimate(b.filter(some_null, b.call("isNotNull", {b.col(some_null, 0)}))), 2u);
    // A comparison keeps no NULL: half of the rows, then the share of 1..2 above 1.
    BoundExprPtr above_1 = b.call("greaterThan", {b.col(some_null, 0), b.lit(Value::integer(1))});
    EXPECT_EQ(estimate(b.filter(some_null, above_1)), 1u);
}

TEST_F(CardinalityTest, AConditionWithoutEstimatesKeepsAQuarterPerConjunct) {
    BoundExprPtr k_like = b.call("like", {b.col(rows, 0), b.lit(Value::string("a%"))});
    EXPECT_EQ(estimate(b.filter(rows, k_like)), 2u);                           // 5 / 4, rounded up
    EXPECT_EQ(estimate(b.filter(rows, b.call("and", {k_like, k_like}))), 1u);  // 5 / 16
}

TEST_F(CardinalityTest, ProjectAndSortKeepTheirInput) {
    EXPECT_EQ(estimate(b.project(rows, {b.col(rows, 1)}, {"v"})), 5u);
    EXPECT_EQ(estimate(b.sort(rows, {{b.col(rows, 1), false, false}})), 5u);
}

TEST_F(CardinalityTest, AggregatesAndDistinct) {
    EXPECT_EQ(estimate(b.aggregate(rows, {}, {{"count", {}}})), 1u);
    EXPECT_EQ(estimate(b.aggregate(none, {}, {{"count", {}}})), 1u);  // a global aggregate always has its row
    EXPECT_EQ(estimate(b.aggregate(unknown, {}, {{"count", {}}})), 1u);
    EXPECT_EQ(estimate(b.aggregate(rows, {b.col(rows, 0)}, {{"count", {}}})), 4u);  // k's distinct values
    // k's 4 values times v's 5, at most the 5 rows.
    EXPECT_EQ(estimate(b.aggregate(rows, {b.col(rows, 0), b.col(rows, 1)}, {{"count", {}}})), 5u);
    EXPECT_EQ(estimate(b.aggregate(none, {b.col(none, 0)}, {{"count", {}}})), 0u);
    // Without distinct counts: a tenth of the input.
    LogicalPtr computed = b.project(rows, {b.call("plus", {b.col(rows, 1), b.lit(Value::integer(1))})}, {"w"});
    EXPECT_EQ(estimate(b.aggregate(computed, {b.col(computed, 0)}, {{"count", {}}})), 1u);  // 5 / 10, rounded up
    EXPECT_EQ(estimate(b.distinct(rows)), 5u);
    EXPECT_EQ(estimate(b.distinct(unknown)), std::nullopt);
}

TEST_F(CardinalityTest, LimitsTakeWhatIsLeftAfterTheOffsetUpToTheFetch) {
    EXPECT_EQ(estimate(b.limit(rows, 1, 2)), 2u);
    EXPECT_EQ(estimate(b.limit(rows, 4, 2)), 1u);
    EXPECT_EQ(estimate(b.limit(rows, 10, 2)), 0u);
    EXPECT_EQ(estimate(b.limit(rows, 2, std::nullopt)), 3u);
    EXPECT_EQ(estimate(b.limit(unknown, 2, 7)), 7u);
    EXPECT_EQ(estimate(b.limit(unknown, 2, std::nullopt)), std::nullopt);
    EXPECT_EQ(estimate(b.topN(rows, {{b.col(rows, 1), false, false}}, 3, 5)), 2u);
    EXPECT_EQ(estimate(b.topN(unknown, {{b.col(unknown, 0), false, false}}, 0, 4)), 4u);
}

TEST_F(CardinalityTest, AUnionAddsItsInputs) {
    EXPECT_EQ(estimate(b.unionAll({rows, b.filter(rows, above(rows, 1)), none})), 9u);
    EXPECT_EQ(estimate(b.unionAll({rows, unknown})), std::nullopt);
}

TEST_F(CardinalityTest, ASetOperationKeepsAtMostItsLeftOrTheSmallerInput) {
    using planner::SetOperationType;
    EXPECT_EQ(estimate(b.setOperation(rows, none, SetOperationType::IntersectAll)), 0u);
    EXPECT_EQ(estimate(b.setOperation(rows, unknown, SetOperationType::IntersectAll)), 5u);  // the one known
    EXPECT_EQ(estimate(b.setOperation(unknown, rows, SetOperationType::IntersectAll)), 5u);
    EXPECT_EQ(estimate(b.setOperation(rows, rows, SetOperationType::Intersect)), 5u);  // 5 distinct rows
    EXPECT_EQ(estimate(b.setOperation(rows, none, SetOperationType::MinusAll)), 5u);
    EXPECT_EQ(estimate(b.setOperation(rows, none, SetOperationType::Minus)), 5u);
    LogicalPtr k_only = b.project(rows, {b.col(rows, 0)}, {"k"});
    EXPECT_EQ(estimate(b.setOperation(k_only, k_only, SetOperationType::Minus)), 4u);  // k's distinct values
    EXPECT_EQ(estimate(b.setOperation(unknown, rows, SetOperationType::MinusAll)), std::nullopt);
}

TEST_F(CardinalityTest, ASmallFileIsCountedLineByLine) {
    // 20 rows; a header, a comment and a blank line are not rows; a last line without a line break is.
    CsvTableSource peoples(TABULA_TEST_DATA "/seed_peoples.csv", {"id", "last_name", "country", "gender"},
                           {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()});
    EXPECT_EQ(CardinalityEstimator().fileRows(peoples), 20u);
    TempFile file("small.csv", "id,name\r\n1,a\r\n# note\r\n\r\n2,b\r\n3,c");
    CsvOptions options;
    options.ignore_first_line = true;
    options.comment_prefix = "#";
    EXPECT_EQ(CardinalityEstimator().fileRows(source(file.path(), options)), 3u);
    EXPECT_EQ(CardinalityEstimator().fileRows(source(file.path())), 5u);  // the header and "# note" count now
}

TEST_F(CardinalityTest, ALargeFileIsItsSizeOverTheSampledRowWidth) {
    // 10,000 rows of 16 bytes after a header: 160,008 bytes, more than the 64 KiB sample.
    std::string content = "id,name\n";
    for (int i = 0; i < 10000; ++i) content += "1234567,abcdefg\n";
    TempFile file("large.csv", content);
    CsvOptions options;
    options.ignore_first_line = true;
    EXPECT_EQ(CardinalityEstimator().fileRows(source(file.path(), options)), 10000u);
    // Rows of 10 and 30 bytes, alternating: the sample's average of 20 gives 200,000 bytes / 20.
    std::string mixed;
    for (int i = 0; i < 5000; ++i) mixed += std::string(9, 'x') + "\n" + std::string(29, 'y') + "\n";
    TempFile mixed_file("mixed.csv", mixed);
    Estimate mixed_rows = CardinalityEstimator().fileRows(source(mixed_file.path()));
    ASSERT_TRUE(mixed_rows.has_value());
    EXPECT_NEAR(static_cast<double>(*mixed_rows), 10000.0, 2.0);
}

TEST_F(CardinalityTest, AnUnreadableFileIsUnknown) {
    EXPECT_EQ(estimate(unknown), std::nullopt);
    EXPECT_EQ(CardinalityEstimator().fileRows(source(std::filesystem::temp_directory_path().string())),
              std::nullopt);  // a folder
}

TEST_F(CardinalityTest, EachFileIsSampledOnce) {
    CardinalityEstimator estimator;
    Estimate first;
    {
        TempFile file("once.csv", "1,a\n2,b\n");
        first = estimator.fileRows(source(file.path()));
        EXPECT_EQ(first, 2u);
        // The answer is kept: a scan of the same file asks no more of it, even once it is gone.
        LogicalPtr scan = scanOf(source(file.path()));
        std::filesystem::remove(file.path());
        EXPECT_EQ(estimator.estimatedRows(*scan), 2u);
    }
}

}  // namespace
}  // namespace tabula::testing
