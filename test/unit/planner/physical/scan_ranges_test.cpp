// scan_ranges: which conditions of a filter over an in-memory table its scan tests on the stored values, and that
// the scan then gives exactly the rows the filter gives: every comparison with a constant on either side,
// BETWEEN, decimal constants with more places than the column (rounded to the stored values), NULLs; the other
// conditions stay in the filter.
#include "planner/physical/physical_plan.hpp"
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

class ScanRanges : public ::testing::Test {
protected:
    static constexpr int kRows = 20;
    static bool nullI(int r) { return r == 7; }
    static bool nullD(int r) { return r == 9; }

    /// t(i INT, d DECIMAL(10, 2), s STRING): row r holds i = r, d = r / 100, s = "s<r>"; i is NULL in row 7, d in
    /// row 9.
    LogicalPtr table() const {
        std::vector<std::vector<Value>> rows;
        for (int r = 0; r < kRows; ++r) {
            rows.push_back({nullI(r) ? Value::null(Types::INT()) : Value::integer(r),
                            nullD(r) ? Value::null(Types::DECIMAL(10, 2)) : Value::decimal(r, 10, 2),
                            Value::string("s" + std::to_string(r))});
        }
        return b.values({{"i", Types::INT()}, {"d", Types::DECIMAL(10, 2)}, {"s", Types::STRING()}}, rows);
    }
    static std::string physical(const LogicalPtr& plan) {
        return planner::explainPhysical(*planner::planPhysical(plan));
    }
    /// The rows (as runPlan shows them) whose row number meets `keep`.
    static Rows rowsWhere(const std::function<bool(int)>& keep) {
        Rows rows;
        for (int r = 0; r < kRows; ++r) {
            if (!keep(r)) continue;
            char d[16];
            std::snprintf(d, sizeof d, "0.%02d", r);
            rows.push_back((nullI(r) ? std::string("null") : std::to_string(r)) + "|" + (nullD(r) ? "null" : d) + "|s" +
                           std::to_string(r));
        }
        return sorted(rows);
    }

    PlanBuilder b;
    LogicalPtr t = table();
    BoundExprPtr i = b.col(t, 0);
    BoundExprPtr d = b.col(t, 1);
    BoundExprPtr s = b.col(t, 2);
};

TEST_F(ScanRanges, AComparisonWithAConstantGoesIntoTheScanTheRestStays) {
    LogicalPtr plan = b.filter(t, b.call("and", {b.call("greaterThanOrEqual", {i, b.lit(Value::integer(5))}),
                                                 b.call("equals", {s, b.lit(Value::string("s6"))})}));
    const std::string text = physical(plan);
    EXPECT_NE(text.find("Filter(condition=[(s = 's6')]"), std::string::npos) << text;
    EXPECT_NE(text.find("+- ColumnTableScan(name=[t], filter=[(i >= 5)]"), std::string::npos) << text;
    EXPECT_EQ(runPlanSorted(plan), rowsWhere([](int r) { return r == 6; }));
}

TEST_F(ScanRanges, EveryComparisonOnEitherSideGivesTheFiltersRows) {
    const std::vector<std::pair<std::string, std::function<bool(int, int)>>> relations = {
        {"equals", [](int x, int c) { return x == c; }},
        {"lessThan", [](int x, int c) { return x < c; }},
        {"lessThanOrEqual", [](int x, int c) { return x <= c; }},
        {"greaterThan", [](int x, int c) { return x > c; }},
        {"greaterThanOrEqual", [](int x, int c) { return x >= c; }}};
    for (const auto& [relation, holds] : relations) {
        for (int c : {-1, 0, 7, 8, 19, 25}) {
            SCOPED_TRACE(relation + " " + std::to_string(c));
            LogicalPtr column_first = b.filter(t, b.call(relation, {i, b.lit(Value::integer(c))}));
            EXPECT_EQ(physical(column_first).find("Filter("), std::string::npos) << physical(column_first);
            EXPECT_EQ(runPlanSorted(column_first),
                      rowsWhere([&, holds = holds](int r) { return !nullI(r) && holds(r, c); }));
            // c <relation> i: the constant first.
            LogicalPtr constant_first = b.filter(t, b.call(relation, {b.lit(Value::integer(c)), i}));
            EXPECT_EQ(runPlanSorted(constant_first),
                      rowsWhere([&, holds = holds](int r) { return !nullI(r) && holds(c, r); }));
        }
    }
}

TEST_F(ScanRanges, DecimalConstantsWithMorePlacesRoundToTheStoredValues) {
    // d has two places; 0.055 has three, so d < 0.055 keeps d <= 0.05, d > 0.055 keeps d >= 0.06, d = 0.055 none.
    const BoundExprPtr c = b.lit(Value::decimal(55, 4, 3));
    auto where = [&](const char* relation) { return b.filter(t, b.call(relation, {d, c})); };
    EXPECT_EQ(physical(where("lessThan")).find("Filter("), std::string::npos) << physical(where("lessThan"));
    EXPECT_EQ(runPlanSorted(where("lessThan")), rowsWhere([](int r) { return !nullD(r) && r <= 5; }));
    EXPECT_EQ(runPlanSorted(where("lessThanOrEqual")), rowsWhere([](int r) { return !nullD(r) && r <= 5; }));
    EXPECT_EQ(runPlanSorted(where("greaterThan")), rowsWhere([](int r) { return !nullD(r) && r >= 6; }));
    EXPECT_EQ(runPlanSorted(where("greaterThanOrEqual")), rowsWhere([](int r) { return !nullD(r) && r >= 6; }));
    EXPECT_EQ(runPlanSorted(where("equals")), Rows{});
    // BETWEEN 0.015 AND 0.085: d from 0.02 to 0.08, without row 9's NULL.
    LogicalPtr between =
        b.filter(t, b.call("between", {d, b.lit(Value::decimal(15, 11, 3)), b.lit(Value::decimal(85, 11, 3))}));
    EXPECT_EQ(physical(between).find("Filter("), std::string::npos) << physical(between);
    EXPECT_EQ(runPlanSorted(between), rowsWhere([](int r) { return r >= 2 && r <= 8; }));
}

TEST_F(ScanRanges, OtherConditionsStayInTheFilter) {
    const std::vector<BoundExprPtr> conditions = {
        b.call("equals", {s, b.lit(Value::string("s1"))}),                       // a string column
        b.call("lessThan", {i, b.call("plus", {i, b.lit(Value::integer(1))})}),  // no constant
        b.call("notBetween", {i, b.lit(Value::integer(2)), b.lit(Value::integer(4))}),
        b.call("notEquals", {i, b.lit(Value::integer(3))}), b.call("lessThan", {i, b.lit(Value::null(Types::INT()))})};
    for (const BoundExprPtr& condition : conditions) {
        const std::string text = physical(b.filter(t, condition));
        EXPECT_NE(text.find("Filter("), std::string::npos) << text;
        EXPECT_EQ(text.find("filter=["), std::string::npos) << text;
    }
}

}  // namespace
}  // namespace tabula::testing
