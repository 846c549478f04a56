// common_conjunct_extraction: conjuncts every branch of an OR shares leave it, in filters and join conditions.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class CommonConjunctExtraction : public JoinFixture {
protected:
    BoundExprPtr either(BoundExprPtr x, BoundExprPtr y) const { return b.call("or", {std::move(x), std::move(y)}); }
};

TEST_F(CommonConjunctExtraction, ASharedJoinKeyLeavesTheOrOfAFilter) {
    // (a = b AND v > 10) OR (a = b AND w > 200): a = b is in both branches.
    LogicalPtr plan = b.filter(join(JoinType::Inner), either(both(eq(a, bk), gt(v, 10)), both(eq(a, bk), gt(w, 200))));
    LogicalPtr rewritten = applyOnly(plan, "common_conjunct_extraction");
    EXPECT_EQ(planner::explainLogical(*rewritten),
              "Filter(condition=[((a = b) AND ((v > 10) OR (w > 200)))])\n"
              "+- Join(type=[inner])\n"
              "   :- Values(name=[t], rows=[5])\n"
              "   +- Values(name=[t], rows=[5])\n");
    // (1,11) meets (1,100); (2,20) meets (2,200) and (2,201). (1,10) with (1,100) fails both branches.
    Rows expected{"1|11|1|100", "2|20|2|200", "2|20|2|201"};
    EXPECT_EQ(runPlanSorted(rewritten), sorted(expected));
    EXPECT_EQ(runPlanSorted(plan), sorted(expected));
}

TEST_F(CommonConjunctExtraction, AllRulesTogetherMakeTheSharedConjunctAJoinKey) {
    LogicalPtr plan = b.filter(join(JoinType::Inner), either(both(eq(a, bk), gt(v, 10)), both(eq(a, bk), gt(w, 200))));
    const std::string optimized = planner::explainLogical(*optimizeAll(plan));
    // a = b now keys a hash join; the OR stays as its residual condition.
    EXPECT_EQ(optimized,
              "Join(type=[inner], condition=[((a = b) AND ((v > 10) OR (w > 200)))])\n"
              ":- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
}

TEST_F(CommonConjunctExtraction, ABranchOfSharedConjunctsOnlyMakesTheOrTrue) {
    // (a = b) OR (a = b AND v > 10) is a = b.
    LogicalPtr plan = join(JoinType::Left, either(eq(a, bk), both(eq(a, bk), gt(v, 10))));
    LogicalPtr rewritten = applyOnly(plan, "common_conjunct_extraction");
    EXPECT_EQ(planner::explainLogical(*rewritten),
              "Join(type=[left], condition=[(a = b)])\n"
              ":- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlanSorted(rewritten), runPlanSorted(plan));
}

TEST_F(CommonConjunctExtraction, AnOrWithoutSharedConjunctsStays) {
    LogicalPtr plan = b.filter(join(JoinType::Inner), either(both(eq(a, bk), gt(v, 10)), gt(w, 200)));
    EXPECT_EQ(applyOnly(plan, "common_conjunct_extraction"), plan);
}

TEST_F(CommonConjunctExtraction, ANonDeterministicConjunctIsNeverShared) {
    BoundExprPtr random = b.call("greaterThan", {b.call("rand", {}), b.lit(Value::doublePrecision(0.5))});
    LogicalPtr plan = b.filter(join(JoinType::Inner), either(both(random, gt(v, 10)), both(random, gt(w, 200))));
    EXPECT_EQ(applyOnly(plan, "common_conjunct_extraction"), plan);
}

}  // namespace
}  // namespace tabula::testing
