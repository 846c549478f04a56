// ExprCollector: the binder offers every node to its collectors first, and what no collector claims keeps its
// usual meaning — aggregate calls outside an aggregating clause are errors naming the clause.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "parser/parse.hpp"
#include "planner/binder/aggregate_collector.hpp"

namespace tabula::planner {
namespace {

using ::testing::HasSubstr;

/// Claims every call of `probe(...)` as the constant 42, counting the calls it claimed.
class ProbeCollector : public ExprCollector {
public:
    planner::BoundExprPtr collect(const ast::Expr& node, ExpressionBinder&) override {
        if (node.kind != ast::ExprKind::Call || node.text != "probe") return nullptr;
        ++claimed;
        return planner::makeConstant(Value::integer(42), "probe");
    }
    int claimed = 0;
};

TEST(ExprCollector, ClaimsNodesAnywhereInTheTree) {
    Scope scope({{"t", "a", Types::INT()}});
    ProbeCollector probe;
    const std::string text = "select a + probe(a) * probe()";
    ExpressionBinder binder(
        scope, BindContext{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql}, {&probe});
    planner::BoundExprPtr bound = binder.bind(*parser::parseQuery(text)->items.at(0));
    EXPECT_EQ(probe.claimed, 2);
    EXPECT_EQ(bound->type, Types::INT());
}

TEST(ExprCollector, UnclaimedAggregateIsNotAllowedInTheClause) {
    Scope scope({{"t", "a", Types::INT()}});
    const std::string text = "select sum(a) + 1";
    ExpressionBinder binder(scope,
                            BindContext{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql});
    binder.clause = "WHERE";
    EXPECT_THROW(
        {
            try {
                binder.bind(*parser::parseQuery(text)->items.at(0));
            } catch (const ValidationError& e) {
                EXPECT_THAT(e.what(), HasSubstr("1:8: aggregate function 'sum' is not allowed in WHERE"));
                throw;
            }
        },
        ValidationError);
}

TEST(AggregateCollector, ClaimsAggregateCallsAndGroupKeys) {
    Scope scope({{"t", "a", Types::INT()}, {"t", "b", Types::INT()}});
    auto input = std::make_shared<ValuesNode>("t", TableSchema({"a", "b"}, {Types::INT(), Types::INT()}),
                                              fixedTable(exec::emptySnapshot({Types::INT(), Types::INT()})));
    const std::string text = "select a + 1, sum(b) * 2, sum(b), b";
    const BindContext context{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql};
    auto items = parser::parseQuery(text)->items;
    AggregateCollector aggregate(scope, input, {ast::makeField("a")}, {}, context);
    planner::BoundExprPtr key_plus_one = aggregate.bindOutput(*items[0], context, "SELECT");
    planner::BoundExprPtr twice_sum = aggregate.bindOutput(*items[1], context, "SELECT");
    planner::BoundExprPtr sum = aggregate.bindOutput(*items[2], context, "SELECT");
    EXPECT_EQ(key_plus_one->type, Types::INT());
    EXPECT_EQ(sum->type, Types::INT());
    EXPECT_EQ(twice_sum->type, Types::INT());
    // sum(b) met twice is one aggregate call: the node has the key and one aggregate.
    EXPECT_EQ(aggregate.aggregateNode()->schema().getFieldCount(), 2u);
    try {
        aggregate.bindOutput(*items[3], context, "SELECT");
        FAIL() << "expected a ValidationError";
    } catch (const ValidationError& e) {
        EXPECT_THAT(e.what(),
                    HasSubstr("1:35: field 'b' is neither in the group keys nor inside an aggregate function"));
    }
}

}  // namespace
}  // namespace tabula::planner
