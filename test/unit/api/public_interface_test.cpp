// The public types hide what they hold of the layers below: a program cannot make them from plans or syntax trees
// nor read those back; the library does so through detail::Internals.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "api/src/internals.hpp"
#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using StatePtr = std::shared_ptr<detail::EnvironmentState>;

// Evaluated outside the classes, so a private member counts as absent.
static_assert(!std::is_constructible_v<Table, StatePtr, planner::LogicalPtr>);
static_assert(!std::is_constructible_v<Expression, ast::ExprPtr>);
static_assert(!std::is_constructible_v<GroupedTable, Table, std::vector<ast::ExprPtr>, std::string>);
static_assert(
    !std::is_constructible_v<TableResult, std::shared_ptr<const TableSchema>, std::unique_ptr<detail::ResultCursor>>);
template <class T>
concept ShowsPlan = requires(const T& table) {
    table.plan();
};
template <class T>
concept ShowsEnvironment = requires(const T& table) {
    table.environment();
};
template <class T>
concept ShowsState = requires(const T& env) {
    env.state();
};
template <class T>
concept ShowsNode = requires(const T& expression) {
    expression.node();
};
static_assert(!ShowsPlan<Table> && !ShowsEnvironment<Table>);
static_assert(!ShowsState<TableEnvironment>);
static_assert(!ShowsNode<Expression>);

TEST(PublicInterface, InternalsRebuildATableFromItsPlanAndEnvironment) {
    TableEnvironment env;
    Table table = env.fromValues({{Value::integer(1)}, {Value::integer(2)}}).filter("f0 > 1");
    ASSERT_EQ(detail::Internals::environment(table), detail::Internals::state(env));
    Table again = detail::Internals::table(detail::Internals::state(env), detail::Internals::plan(table));
    EXPECT_EQ(test::resultRows(again.execute()), (std::vector<std::string>{"2"}));
    const Expression sum = col("f0") + lit(1);
    EXPECT_EQ(detail::Internals::expression(detail::Internals::node(sum)).toString(), sum.toString());
}

}  // namespace
}  // namespace tabula
