// subquery_to_semi_join: golden plans from SQL, and plans built directly, checked for plan and rows.
#include "test/unit/planner/rules/subquery_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::SubqueryType;

class SubqueryToSemiJoin : public SubqueryFixture {
protected:
    static planner::LogicalPtr rewritten(const planner::LogicalPtr& plan) {
        return after(plan, planner::makeSubqueryToSemiJoin());
    }
};

TEST_F(SubqueryToSemiJoin, CorrelatedExistsIsASemiJoinOnThePulledCondition) {
    EXPECT_EQ(explainAfter("select k, v from l where exists (select * from s where s.k = l.k and s.x > 15)",
                           planner::makeSubqueryToSemiJoin()),
              "Project(select=[k, v])\n"
              "+- Join(type=[semi], condition=[(k = k)])\n"
              "   :- Values(name=[values], rows=[6])\n"
              "   +- Project(select=[k, x])\n"
              "      +- Filter(condition=[(x > 15)])\n"
              "         +- Values(name=[values], rows=[6])\n");
}

TEST_F(SubqueryToSemiJoin, BoundPlanShowsSubqueriesAsWritten) {
    EXPECT_EQ(planner::explainLogical(
                  *detail::Internals::plan(env.sqlQuery("select k from l where k not in (select k from t) and "
                                                        "exists (select * from s where s.k = l.k)"))),
              "Project(select=[k])\n"
              "+- Filter(condition=[(not(in(k, select k from t)) AND exists(select * from s where s.k = l.k))])\n"
              "   +- Values(name=[values], rows=[6])\n");
}

TEST_F(SubqueryToSemiJoin, ExistsAndNotExistsKeepAndDropTheMatchedRows) {
    BoundExprPtr exists = subquery(SubqueryType::Exists, b.filter(s, correlatedOnKey()));
    planner::LogicalPtr semi = rewritten(b.filter(l, exists));
    EXPECT_EQ(semi->name(), "Join");
    EXPECT_EQ(runPlanSorted(semi), (std::vector<std::string>{"2|b"}));
    planner::LogicalPtr anti = rewritten(b.filter(l, b.call("not", {exists})));
    EXPECT_EQ(runPlanSorted(anti), (std::vector<std::string>{"1|a", "null|n"}));
}

TEST_F(SubqueryToSemiJoin, InComparesTheProbeWithTheColumn) {
    BoundExprPtr in = subquery(SubqueryType::In, b.project(s, {b.col(s, 0)}, {"k"}), b.col(l, 0));
    planner::LogicalPtr plan = rewritten(b.filter(l, b.call("and", {in, b.call("isNotNull", {b.col(l, 1)})})));
    EXPECT_EQ(planner::explainLogical(*plan),
              "Filter(condition=[isNotNull(v)])\n"
              "+- Join(type=[semi], condition=[(k = k)])\n"
              "   :- Values(name=[t], rows=[3])\n"
              "   +- Project(select=[k])\n"
              "      +- Values(name=[t], rows=[3])\n");
    EXPECT_EQ(runPlanSorted(plan), (std::vector<std::string>{"2|b"}));
}

TEST_F(SubqueryToSemiJoin, OneRowSubqueryBecomesAComparison) {
    planner::LogicalPtr counted = b.aggregate(s, {}, {{"count", {}}});
    planner::LogicalPtr exists = rewritten(b.filter(l, subquery(SubqueryType::Exists, counted)));
    EXPECT_EQ(runPlanSorted(exists).size(), 3u);  // EXISTS of a global aggregate is TRUE
    planner::LogicalPtr in =
        rewritten(b.filter(l, subquery(SubqueryType::In, counted, planner::castTo(b.col(l, 0), Types::BIGINT()))));
    EXPECT_EQ(in->as<planner::FilterNode>()->predicate()->args.at(1)->kind, planner::BoundKind::Subquery);
}

TEST_F(SubqueryToSemiJoin, ManySubqueriesOfOneFilterInOneRewrite) {
    // More subqueries than the phase has rounds: keys of s with x > 14 are 2, 3 and 5.
    std::string sql = "select k, v from l where k > 0";
    for (int i = 0; i < 100; ++i) sql += " and k in (select k from s where x > " + std::to_string(i % 15) + ")";
    EXPECT_EQ(rowsOf(sql), (std::vector<std::string>{"2|b", "2|b2", "3|c"}));
    sql = "select k from l where k > 0";
    for (int i = 0; i < 100; ++i) sql += " and k not in (select x - " + std::to_string(i % 3) + " from s where x > 0)";
    EXPECT_EQ(rowsOf(sql), (std::vector<std::string>{"1", "2", "2", "3", "4"}));
}

TEST_F(SubqueryToSemiJoin, ResultsOverTheSqlTables) {
    EXPECT_EQ(rowsOf("select k, v from l where k in (select k from s where s.x = l.k * 10)"),
              (std::vector<std::string>{"2|b", "2|b2", "3|c"}));
    EXPECT_EQ(rowsOf("select k, v from l where not exists (select * from s where s.k = l.k)"),
              (std::vector<std::string>{"1|a", "4|d", "null|n"}));
}

}  // namespace
}  // namespace tabula::testing
