// semi_join_reduction: a join on an aggregation's group key thins the aggregation's input with a semi join against
// a small, cheap subplan of the other side; the rows stay the same, and where the semi join would not be sound
// (a preserved aggregation, a computed key, a subplan that could give other rows the second time) or not worth it,
// the plan stays as it is.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class SemiJoinReduction : public ::testing::Test {
protected:
    BoundExprPtr eq(BoundExprPtr x, BoundExprPtr y) const { return b.call("equals", {std::move(x), std::move(y)}); }

    /// facts(k, v): k = 1..10, each twice, with v = 10k and 10k + 1. Ten distinct keys.
    LogicalPtr facts() const {
        std::vector<std::vector<Value>> rows;
        for (int k = 1; k <= 10; ++k) {
            rows.push_back({Value::integer(k), Value::integer(10 * k)});
            rows.push_back({Value::integer(k), Value::integer(10 * k + 1)});
        }
        return b.values({{"k", Types::INT()}, {"v", Types::INT()}}, rows);
    }
    /// dims(dk, tag): dk = 1..10, tag a b c d e a b c d e: tag 'a' holds dk 1 and 6.
    LogicalPtr dims() const {
        std::vector<std::vector<Value>> rows;
        for (int k = 1; k <= 10; ++k)
            rows.push_back({Value::integer(k), Value::string(std::string(1, "abcde"[(k - 1) % 5]))});
        return b.values({{"dk", Types::INT()}, {"tag", Types::STRING()}}, rows);
    }
    /// dims with tag 'a': estimated at 2 rows (10 rows, 5 tags), 2 of the 10 keys.
    LogicalPtr tagA() const {
        LogicalPtr d = dims();
        return b.filter(d, eq(b.col(d, 1), b.lit(Value::string("a"))));
    }
    /// sum(v) per k of `input`, whose first two columns are k and v: (k, agg0).
    LogicalPtr sums(const LogicalPtr& input) const {
        return b.aggregate(input, {b.col(input, 0)}, {{"sum", {b.col(input, 1)}}});
    }
    /// `left` joined with `right` on left's column `l` = right's column `r`.
    LogicalPtr joinOn(const LogicalPtr& left, const LogicalPtr& right, JoinType type, uint32_t l, uint32_t r) const {
        const auto width = static_cast<uint32_t>(left->schema().getFieldCount());
        return b.join(left, right, type, eq(b.joinCol(left, right, l), b.joinCol(left, right, width + r)));
    }

    PlanBuilder b;
};

TEST_F(SemiJoinReduction, AnAggregationJoinedOnItsKeyAggregatesOnlyTheKeysTheOtherSideHas) {
    // The shape a decorrelated scalar subquery takes: the enclosing rows left-joined with the aggregation.
    LogicalPtr plan = joinOn(tagA(), sums(facts()), JoinType::Left, 0, 0);
    LogicalPtr reduced = applyOnly(plan, "semi_join_reduction");
    EXPECT_EQ(planner::explainLogical(*reduced),
              "Join(type=[left], condition=[(dk = k)])\n"
              ":- Filter(condition=[(tag = 'a')])\n"
              ":  +- Values(name=[t], rows=[10])\n"
              "+- Aggregate(keys=[k], aggs=[sum(v)])\n"
              "   +- Join(type=[semi], condition=[(k = dk)])\n"
              "      :- Values(name=[t], rows=[20])\n"
              "      +- Filter(condition=[(tag = 'a')])\n"
              "         +- Values(name=[t], rows=[10])\n");
    const Rows expected{"1|a|1|21", "6|a|6|121"};
    EXPECT_EQ(runPlanSorted(reduced), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(SemiJoinReduction, TheSemiJoinGoesBelowTheJoinsUnderTheAggregation) {
    // The aggregation's input is facts joined with links(lk): the semi join thins facts before that join.
    std::vector<std::vector<Value>> link_rows;
    for (int k = 1; k <= 10; ++k) link_rows.push_back({Value::integer(k)});
    LogicalPtr links = b.values({{"lk", Types::INT()}}, link_rows);
    LogicalPtr plan = joinOn(tagA(), sums(joinOn(facts(), links, JoinType::Inner, 0, 0)), JoinType::Inner, 0, 0);
    LogicalPtr reduced = applyOnly(plan, "semi_join_reduction");
    EXPECT_EQ(planner::explainLogical(*reduced),
              "Join(type=[inner], condition=[(dk = k)])\n"
              ":- Filter(condition=[(tag = 'a')])\n"
              ":  +- Values(name=[t], rows=[10])\n"
              "+- Aggregate(keys=[k], aggs=[sum(v)])\n"
              "   +- Join(type=[inner], condition=[(k = lk)])\n"
              "      :- Join(type=[semi], condition=[(k = dk)])\n"
              "      :  :- Values(name=[t], rows=[20])\n"
              "      :  +- Filter(condition=[(tag = 'a')])\n"
              "      :     +- Values(name=[t], rows=[10])\n"
              "      +- Values(name=[t], rows=[10])\n");
    const Rows expected{"1|a|1|21", "6|a|6|121"};
    EXPECT_EQ(runPlanSorted(reduced), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(SemiJoinReduction, TheValuesMayComeFromAcrossAnEquality) {
    // The join's key is facts2.k2, which an inner join has equal to tagA's dk: tagA holds all of its values.
    LogicalPtr other = joinOn(facts(), tagA(), JoinType::Inner, 0, 0);  // k, v, dk, tag
    LogicalPtr plan = joinOn(other, sums(facts()), JoinType::Inner, 0, 0);
    LogicalPtr reduced = applyOnly(plan, "semi_join_reduction");
    const std::string text = planner::explainLogical(*reduced);
    EXPECT_NE(text.find("+- Aggregate(keys=[k], aggs=[sum(v)])\n"
                        "   +- Join(type=[semi], condition=[(k = dk)])\n"
                        "      :- Values(name=[t], rows=[20])\n"
                        "      +- Filter(condition=[(tag = 'a')])\n"),
              std::string::npos)
        << text;
    const Rows expected{"1|10|1|a|1|21", "1|11|1|a|1|21", "6|60|6|a|6|121", "6|61|6|a|6|121"};
    EXPECT_EQ(runPlanSorted(reduced), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(SemiJoinReduction, APreservedAggregationKeepsEveryGroup) {
    // Left join with the aggregation on the left, and full join: every group appears, matched or not.
    for (JoinType type : {JoinType::Left, JoinType::Full}) {
        LogicalPtr plan = joinOn(sums(facts()), tagA(), type, 0, 0);
        EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_reduction")), planner::explainLogical(*plan));
        EXPECT_EQ(runPlanSorted(plan).size(), 10u);
    }
}

TEST_F(SemiJoinReduction, AComputedKeyIsNotFollowed) {
    // Grouped by k + 0, the aggregation's key is no column of its input whose rows a semi join could drop.
    LogicalPtr f = facts();
    LogicalPtr by_expression =
        b.aggregate(f, {b.call("plus", {b.col(f, 0), b.lit(Value::integer(0))})}, {{"sum", {b.col(f, 1)}}});
    LogicalPtr plan = joinOn(tagA(), by_expression, JoinType::Inner, 0, 0);
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_reduction")), planner::explainLogical(*plan));
}

TEST_F(SemiJoinReduction, ValuesAsManyAsTheKeysAreNotWorthASemiJoin) {
    // All of dims: 10 distinct dk against 10 keys.
    LogicalPtr plan = joinOn(dims(), sums(facts()), JoinType::Inner, 0, 0);
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_reduction")), planner::explainLogical(*plan));
}

TEST_F(SemiJoinReduction, ASubplanThatMayGiveOtherRowsIsNotRunTwice) {
    // rand() < 0.2 keeps a guessed quarter of dims, but another run would keep other rows.
    LogicalPtr d = dims();
    LogicalPtr sample = b.filter(d, b.call("lessThan", {b.call("rand", {}), b.lit(Value::doublePrecision(0.2))}));
    LogicalPtr plan = joinOn(sample, sums(facts()), JoinType::Inner, 0, 0);
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_reduction")), planner::explainLogical(*plan));
}

}  // namespace
}  // namespace tabula::testing
