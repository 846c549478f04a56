// The plan verifier: each kind of broken plan is named, and a well-formed one passes.
#include <gtest/gtest.h>

#include "plan_builder.hpp"
#include "planner/verifier.hpp"

namespace tabula::testing {
namespace {

/// A node class no list knows, whose own invariant never holds, to show that the verifier reports what a node's
/// check() says. It borrows the Filter kind (the verifier looks at no kind) and is never planned.
class BrokenNode final : public planner::LogicalNode {
public:
    static constexpr std::string_view kName = "Broken";
    explicit BrokenNode(LogicalPtr input)
        : LogicalNode(planner::LogicalKind::Filter, kName, input->schema(), {input}) {}

    std::vector<planner::ExplainParam> params() const override { return {{"rule", "never holds"}}; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override {
        return std::make_shared<BrokenNode>(inputs.at(0));
    }
    TableSchema deriveSchema() const override { return input()->schema(); }
    std::string check() const override { return "its own invariant does not hold"; }
    void accept(planner::LogicalVisitor&) const override { throw InternalError("a BrokenNode is never planned"); }
};

class VerifierTest : public ::testing::Test {
protected:
    /// The InternalError message verifyPlan throws for `plan`, or "" when it passes.
    static std::string problem(const LogicalPtr& plan) {
        try {
            planner::verifyPlan(*plan);
        } catch (const InternalError& e) {
            return e.what();
        }
        return "";
    }

    PlanBuilder b;
    LogicalPtr rows = b.values({{"k", Types::STRING()}, {"v", Types::INT()}},
                               {{Value::string("a"), Value::integer(1)}, {Value::string("b"), Value::integer(2)}});
};

TEST_F(VerifierTest, AcceptsAWellFormedPlan) {
    LogicalPtr agg = b.aggregate(rows, {b.col(rows, 0)}, {{"sum", {b.col(rows, 1)}}});
    LogicalPtr plan = b.topN(b.filter(agg, b.call("greaterThan", {b.col(agg, 1), b.lit(Value::integer(1))})),
                             {{b.col(agg, 0), false, false}}, 0, 5);
    EXPECT_EQ(problem(plan), "");
}

TEST_F(VerifierTest, RejectsAColumnOutOfRange) {
    LogicalPtr plan = b.project(rows, {planner::makeColumnRef(2, Types::INT(), "w")}, {"w"});
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Project(select=[$2 AS w]): column $2 is out of range "
              "(the input has 2 fields)");
}

TEST_F(VerifierTest, RejectsAColumnReadAsAnotherType) {
    LogicalPtr plan = b.project(rows, {planner::makeColumnRef(0, Types::INT(), "k")}, {"k"});
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Project(select=[k]): column $0 is read as INT but the "
              "input's field 'k' is STRING");
}

TEST_F(VerifierTest, RejectsANonBooleanCondition) {
    LogicalPtr plan = b.filter(rows, b.col(rows, 1));
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Filter(condition=[v]): the condition is INT, not BOOLEAN");
}

TEST_F(VerifierTest, RejectsANonBooleanJoinConditionAndReadsBothInputs) {
    // The condition reads the left's fields then the right's: $3 is the right's v.
    EXPECT_EQ(problem(b.join(rows, rows, planner::JoinType::Inner, b.joinCol(rows, rows, 3))),
              "internal error: invalid plan at Join(type=[inner], condition=[v]): the join condition is INT, not "
              "BOOLEAN");
    EXPECT_EQ(problem(b.join(rows, rows, planner::JoinType::Left, planner::makeColumnRef(4, Types::BOOLEAN(), "x"))),
              "internal error: invalid plan at Join(type=[left], condition=[$4]): column $4 is out of range (the "
              "input has 4 fields)");
}

TEST_F(VerifierTest, RejectsACallWhoseArgumentsLostTheirCasts) {
    // plus(INT, BIGINT) binds to (BIGINT, BIGINT): the INT argument needs its cast.
    BoundExprPtr big = b.lit(Value::bigint(5));
    BoundExprPtr bare =
        planner::makeCallExpr(exec::findScalarFunction("plus"), {b.col(rows, 1), big}, Types::BIGINT(), "v + 5");
    EXPECT_EQ(problem(b.project(rows, {bare}, {"x"})),
              "internal error: invalid plan at Project(select=[(v + 5) AS x]): call plus has arguments (INT, BIGINT) "
              "but binds to (BIGINT, BIGINT)");
}

TEST_F(VerifierTest, RejectsAnAggregateArgumentOfAnotherType) {
    LogicalPtr agg = b.aggregate(rows, {}, {{"sum", {b.col(rows, 1)}}});
    // The same call over the STRING column: the signature still says INT.
    LogicalPtr broken = agg->withExpressions({b.col(rows, 0)});
    EXPECT_EQ(problem(broken),
              "internal error: invalid plan at Aggregate(keys=[], aggs=[sum(k)]): aggregate sum has "
              "arguments (STRING) but its signature takes (INT)");
}

TEST_F(VerifierTest, RejectsASchemaThatDiffersFromTheRows) {
    auto store = planner::fixedTable(exec::emptySnapshot({Types::STRING()}));
    LogicalPtr plan = std::make_shared<planner::ValuesNode>("t", TableSchema({"x"}, {Types::INT()}), store);
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Values(name=[t], rows=[0]): its schema is (INT) but its "
              "inputs and expressions give (STRING)");
}

TEST_F(VerifierTest, ChecksInputsBeforeTheNodeAbove) {
    LogicalPtr broken = b.filter(rows, b.col(rows, 1));
    LogicalPtr plan = b.limit(broken, 0, 1);
    EXPECT_NE(problem(plan).find("at Filter("), std::string::npos);
}

TEST_F(VerifierTest, RejectsANonBooleanScanFilter) {
    CsvTableSource source("unused.csv", {"id", "name"}, {Types::INT(), Types::STRING()});
    LogicalPtr plan = std::make_shared<planner::ScanNode>("t", source, std::vector<uint32_t>{1},
                                                          planner::makeColumnRef(0, Types::INT(), "id"));
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Scan(table=[t], fields=[name], filter=[id]): the filter is "
              "INT, not BOOLEAN");
}

TEST_F(VerifierTest, ReadsAScanFilterOverTheFileFields) {
    // The filter reads field 0 of the file although the scan produces only field 1.
    CsvTableSource source("unused.csv", {"id", "name"}, {Types::INT(), Types::STRING()});
    BoundExprPtr id_positive =
        b.call("greaterThan", {planner::makeColumnRef(0, Types::INT(), "id"), b.lit(Value::integer(0))});
    LogicalPtr plan = std::make_shared<planner::ScanNode>("t", source, std::vector<uint32_t>{1}, id_positive);
    EXPECT_EQ(problem(plan), "");
}

TEST_F(VerifierTest, RejectsAUnionInputOfAnotherType) {
    LogicalPtr wide = b.values({{"k", Types::STRING()}, {"v", Types::BIGINT()}}, {});
    LogicalPtr plan = std::make_shared<planner::UnionAllNode>(std::vector<LogicalPtr>{rows, wide},
                                                              std::vector<std::string>{"k", "v"});
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at UnionAll(fields=[k, v]): input 1 gives (STRING, "
              "BIGINT) but the union outputs (STRING, INT)");
    EXPECT_EQ(problem(b.unionAll({rows, rows})), "");
}

TEST_F(VerifierTest, RejectsASetOperationWhoseRightInputHasOtherTypes) {
    LogicalPtr wide = b.values({{"k", Types::STRING()}, {"v", Types::BIGINT()}}, {});
    LogicalPtr plan = b.setOperation(rows, wide, planner::SetOperationType::MinusAll);
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at SetOperation(type=[minusAll], fields=[k, v]): the right "
              "input gives (STRING, BIGINT) but the set operation outputs (STRING, INT)");
    EXPECT_EQ(problem(b.setOperation(rows, rows, planner::SetOperationType::Intersect)), "");
}

TEST_F(VerifierTest, RejectsAUnionOfOneInput) {
    LogicalPtr plan =
        std::make_shared<planner::UnionAllNode>(std::vector<LogicalPtr>{rows}, std::vector<std::string>{"k", "v"});
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at UnionAll(fields=[k, v]): a union needs at least two "
              "inputs");
}

TEST_F(VerifierTest, ReportsWhatANodesOwnCheckSays) {
    EXPECT_EQ(problem(std::make_shared<BrokenNode>(rows)),
              "internal error: invalid plan at Broken(rule=[never holds]): its own invariant does not hold");
}

TEST_F(VerifierTest, ChecksANodesExpressionsBeforeItsOwnCheck) {
    // A Filter whose condition reads a column out of range: the column is reported, not the non-BOOLEAN type.
    LogicalPtr plan = b.filter(rows, planner::makeColumnRef(5, Types::INT(), "w"));
    EXPECT_EQ(problem(plan),
              "internal error: invalid plan at Filter(condition=[$5]): column $5 is out of range (the "
              "input has 2 fields)");
}

TEST_F(VerifierTest, RunsTheOwnCheckOfANodeDeepInThePlan) {
    LogicalPtr plan = b.limit(b.distinct(std::make_shared<BrokenNode>(rows)), 0, 1);
    EXPECT_NE(problem(plan).find("at Broken(rule=[never holds]): its own invariant"), std::string::npos);
}

}  // namespace
}  // namespace tabula::testing
