// The generic logical node interface: checked casts, expressions read and replaced, descriptions, the visitor, the
// names the listed classes state.
#include <gtest/gtest.h>

#include "plan_builder.hpp"
#include "planner/explain.hpp"

namespace tabula::testing {
namespace {

using planner::AggregateNode;
using planner::FilterNode;
using planner::LogicalNode;
using planner::ProjectNode;

class LogicalNodeTest : public ::testing::Test {
protected:
    PlanBuilder b;
    LogicalPtr rows = b.values({{"k", Types::STRING()}, {"v", Types::INT()}},
                               {{Value::string("a"), Value::integer(1)}, {Value::string("b"), Value::integer(2)}});
};

TEST_F(LogicalNodeTest, AsReturnsNullptrForAnotherClass) {
    LogicalPtr filter = b.filter(rows, b.call("greaterThan", {b.col(rows, 1), b.lit(Value::integer(1))}));
    EXPECT_NE(filter->as<FilterNode>(), nullptr);
    EXPECT_EQ(filter->as<ProjectNode>(), nullptr);
}

TEST_F(LogicalNodeTest, CastToAnotherClassIsAnInternalErrorNamingBoth) {
    LogicalPtr filter = b.filter(rows, b.call("greaterThan", {b.col(rows, 1), b.lit(Value::integer(1))}));
    try {
        (void)filter->cast<ProjectNode>();
        FAIL() << "cast did not throw";
    } catch (const InternalError& e) {
        EXPECT_STREQ(e.what(), "internal error: expected a Project node, found a Filter node");
    }
}

TEST_F(LogicalNodeTest, AggregateExpressionsAreKeysThenArguments) {
    LogicalPtr agg = b.aggregate(rows, {b.col(rows, 0)}, {{"sum", {b.col(rows, 1)}}, {"count", {}}});
    auto exprs = agg->expressions();
    ASSERT_EQ(exprs.size(), 2u);
    EXPECT_EQ(exprs[0]->column, 0u);
    EXPECT_EQ(exprs[1]->column, 1u);
    // Replacing them puts the key and the argument back in their places.
    LogicalPtr swapped = agg->withExpressions({b.col(rows, 0), b.call("plus", {b.col(rows, 1), b.col(rows, 1)})});
    EXPECT_EQ(describeNode(*swapped), "Aggregate(keys=[k], aggs=[sum((v + v)), count(*)])");
    EXPECT_EQ(swapped->schema().getFieldNames(), agg->schema().getFieldNames());
}

TEST_F(LogicalNodeTest, WithExpressionsRejectsAnotherCount) {
    LogicalPtr project = b.project(rows, {b.col(rows, 0)}, {"k"});
    EXPECT_THROW(project->withExpressions({}), InternalError);
    EXPECT_THROW(b.distinct(rows)->withExpressions({b.col(rows, 0)}), InternalError);
}

TEST_F(LogicalNodeTest, ProjectFollowsNewExpressionTypes) {
    LogicalPtr project = b.project(rows, {b.col(rows, 0)}, {"x"});
    LogicalPtr replaced = project->withExpressions({b.col(rows, 1)});
    EXPECT_EQ(replaced->schema().getFieldType(0), Types::INT());
    EXPECT_EQ(describeNode(*replaced), "Project(select=[v AS x])");
}

TEST_F(LogicalNodeTest, ExplainIsBuiltFromNameAndParams) {
    LogicalPtr plan = b.limit(b.sort(rows, {{b.col(rows, 1), true, true}}), 1, std::nullopt);
    EXPECT_EQ(planner::explainLogical(*plan),
              "Limit(offset=[1], fetch=[unlimited])\n"
              "+- Sort(keys=[v DESC NULLS FIRST])\n"
              "   +- Values(name=[t], rows=[2])\n");
}

/// Counts visits per class, to show the dispatch reaches the node's own class.
class CountingVisitor final : public planner::LogicalVisitor {
public:
    std::string seen;
    void visit(const planner::ScanNode&) override { seen += "Scan "; }
    void visit(const planner::ValuesNode&) override { seen += "Values "; }
    void visit(const planner::FilterNode&) override { seen += "Filter "; }
    void visit(const planner::ProjectNode&) override { seen += "Project "; }
    void visit(const planner::AggregateNode&) override { seen += "Aggregate "; }
    void visit(const planner::SortNode&) override { seen += "Sort "; }
    void visit(const planner::LimitNode&) override { seen += "Limit "; }
    void visit(const planner::TopNNode&) override { seen += "TopN "; }
    void visit(const planner::DistinctNode&) override { seen += "Distinct "; }
    void visit(const planner::UnionAllNode&) override { seen += "UnionAll "; }
    void visit(const planner::SetOperationNode&) override { seen += "SetOperation "; }
    void visit(const planner::JoinNode&) override { seen += "Join "; }
    void visit(const planner::WindowNode&) override { seen += "Window "; }
    void visit(const planner::GroupWindowNode&) override { seen += "GroupWindow "; }
    void visit(const planner::WindowTopNNode&) override { seen += "WindowTopN "; }
    void visit(const planner::CorrelateNode&) override { seen += "Correlate "; }
    void visit(const planner::TableAggregateNode&) override { seen += "TableAggregate "; }
};

TEST_F(LogicalNodeTest, VisitorReachesEachClass) {
    CountingVisitor visitor;
    LogicalPtr top = b.topN(b.distinct(rows), {{b.col(rows, 0), false, false}}, 0, 1);
    for (const LogicalNode* n = top.get(); n != nullptr; n = n->inputs().empty() ? nullptr : n->input().get())
        n->accept(visitor);
    EXPECT_EQ(visitor.seen, "TopN Distinct Values ");
}

TEST(LogicalNodeListTest, EveryListedClassStatesItsNameAsEXPLAINPrintsIt) {
    // A listed class without a kName does not compile here; one whose name is not its class's prints wrongly.
    size_t listed = 0;
#define TABULA_EXPECT_NAMED(Name)                 \
    EXPECT_EQ(planner::Name##Node::kName, #Name); \
    ++listed;
    TABULA_FOR_EACH_LOGICAL_NODE(TABULA_EXPECT_NAMED)
#undef TABULA_EXPECT_NAMED
    EXPECT_EQ(listed, 17u);
}

TEST_F(LogicalNodeTest, NameIsTheClassName) {
    EXPECT_EQ(b.distinct(rows)->name(), "Distinct");
    EXPECT_EQ(rows->name(), "Values");
}

}  // namespace
}  // namespace tabula::testing
