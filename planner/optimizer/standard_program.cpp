// The built-in optimizer program: the single place that lists the rules, their phases and order.
#include "planner/optimizer/optimizer.hpp"

namespace tabula::planner {

const Optimizer& Optimizer::standard() {
    static const Optimizer optimizer = [] {
        std::shared_ptr<const RewriteRule> folding = makeConstantFolding();
        std::vector<OptimizerStep> program;
        // Subqueries become joins before anything else: every later rule then sees plain relational plans. Each
        // application removes one subquery (nested ones surface as their enclosing one is joined in). Required:
        // a plan with a subquery left in it cannot run.
        program.push_back(RulePhase{
            "decorrelate",
            {makeSubqueryToSemiJoin(), makeNotInToAntiJoin(), makeScalarSubqueryToJoin(), makeSubqueryToMarkJoin()},
            64,
            true});
        // Fold constants first so that pushdown sees simple conditions (and drops always-true filters), and take
        // the conditions every branch of an OR shares out of it, so that they can become join keys.
        program.push_back(
            RulePhase{"simplify", {folding, makeCommonConjunctExtraction(), makeDistinctToAggregate()}, 4});
        // An OR over several joined tables may imply a condition on one of them (TPC-H q07's two nations): added
        // now, pushdown takes it down to its table.
        program.push_back(std::shared_ptr<const PlanPass>(makeImpliedInputConditions()));
        // Each conjunct moved down may meet constants of the projection it passed: fold again as they move.
        // A filter above a join may join its condition, and the condition's one-sided parts then enter the inputs.
        // A semi or anti join about one input of an inner join moves into that input as well.
        program.push_back(RulePhase{
            "pushdown", {makeFilterPushdown(), makeJoinConditionPushdown(), makeSemiJoinPushdown(), folding}, 16});
        // With every filter in place, the estimates say which joins on group keys may thin an aggregation's input;
        // the semi joins this adds are leaves of the join trees ordered next.
        program.push_back(std::shared_ptr<const PlanPass>(makeSemiJoinReduction()));
        // Every condition is now in its join or below it: order the inner joins by their inputs' estimates.
        program.push_back(std::shared_ptr<const PlanPass>(makeJoinReorder()));
        // Operators that keep only the best rows: ORDER BY + LIMIT, and a filter on a ranking over a window (whose
        // conditions pushdown has just put right above it).
        program.push_back(RulePhase{"shape", {makeSortLimitToTopN(), makeRankFilterToTopN()}, 2});
        // Last: it sees every filter in its final place, so it keeps exactly the columns they read.
        program.push_back(std::shared_ptr<const PlanPass>(makeProjectionPruning()));
        return Optimizer(std::move(program));
    }();
    return optimizer;
}

}  // namespace tabula::planner
