// The contracts of the optimizer's two kinds of steps: a rewrite rule looks at one node and either returns an
// equivalent replacement or nullptr; a plan pass rewrites a whole plan at once (projection pruning needs to see
// what every consumer reads, which no single node knows).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "planner/function_catalog.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// One rule application, for EXPLAIN traces and tests.
struct RuleApplication {
    std::string rule;
    std::string plan_after;  // the rewritten subtree, as explainLogical prints it
};

/// How the optimizer runs: what to skip, whether to verify, where to record.
struct OptimizerOptions {
    std::vector<std::string> disabled;              // rule and pass names to skip
    bool verify = false;                            // verifyPlan after every rewrite (InternalError on a bad one)
    std::vector<RuleApplication>* trace = nullptr;  // when set, every application is appended
};

/// What a rule or pass may consult besides the plan.
struct RuleContext {
    const OptimizerOptions& options;
    const FunctionCatalog& functions;  // the environment's: rules that build calls (AND) take them from here
};

class RewriteRule {
public:
    virtual ~RewriteRule() = default;
    /// The name used to disable the rule (TableConfig::disabled_rules) and in traces; equals the file stem.
    virtual std::string_view name() const = 0;
    /// A replacement for `node` with the same output types, or nullptr when the rule does not apply. Must not
    /// return a node equal to `node` (the optimizer repeats rounds until no rule applies).
    virtual LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const = 0;
};

class PlanPass {
public:
    virtual ~PlanPass() = default;
    virtual std::string_view name() const = 0;
    /// The rewritten plan (same output types), or `root` itself when nothing changes.
    virtual LogicalPtr run(const LogicalPtr& root, RuleContext& context) const = 0;
};

/// `node` with each input replaced by `rewrite(input)`, or `node` itself when no input changes: the walk of a pass
/// that rewrites a plan bottom-up.
template <class Rewrite>
LogicalPtr withRewrittenInputs(const LogicalPtr& node, Rewrite&& rewrite) {
    std::vector<LogicalPtr> inputs;
    bool changed = false;
    for (const LogicalPtr& input : node->inputs()) {
        inputs.push_back(rewrite(input));
        changed |= inputs.back() != input;
    }
    return changed ? node->withInputs(std::move(inputs)) : node;
}

std::unique_ptr<RewriteRule> makeCommonConjunctExtraction();
std::unique_ptr<RewriteRule> makeConstantFolding();
std::unique_ptr<RewriteRule> makeDistinctToAggregate();
std::unique_ptr<RewriteRule> makeFilterPushdown();
std::unique_ptr<RewriteRule> makeJoinConditionPushdown();
std::unique_ptr<RewriteRule> makeSortLimitToTopN();
std::unique_ptr<RewriteRule> makeRankFilterToTopN();
std::unique_ptr<RewriteRule> makeSemiJoinPushdown();
std::unique_ptr<RewriteRule> makeSubqueryToSemiJoin();
std::unique_ptr<RewriteRule> makeNotInToAntiJoin();
std::unique_ptr<RewriteRule> makeScalarSubqueryToJoin();
std::unique_ptr<RewriteRule> makeSubqueryToMarkJoin();
std::unique_ptr<PlanPass> makeJoinReorder();
std::unique_ptr<PlanPass> makeProjectionPruning();
std::unique_ptr<PlanPass> makeSemiJoinReduction();
std::unique_ptr<PlanPass> makeImpliedInputConditions();

}  // namespace tabula::planner
