// The optimizer: runs rewrite rules in explicit phases, each with a bound on its rounds, and whole-plan passes,
// in the order a program lists them; checks the plan after every rewrite when asked to.
#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {

/// Rules that run together until none applies. A round is one top-down walk applying each rule at most once per
/// node; the phase ends with the first round that changes nothing. A phase that has not settled after
/// `max_rounds` rounds is a rule bug (two rules undoing each other): an InternalError when verifying, otherwise
/// the optimizer stops the phase there (the plan is still correct, only maybe not the best).
struct RulePhase {
    std::string name;
    std::vector<std::shared_ptr<const RewriteRule>> rules;
    int max_rounds;
    /// Its rules run even when disabled by name, and ruleNames() leaves them out: the plan cannot run without
    /// them (the decorrelation rules, which turn subqueries into joins).
    bool required = false;
};

/// One step of an optimizer program.
using OptimizerStep = std::variant<RulePhase, std::shared_ptr<const PlanPass>>;

class Optimizer {
public:
    explicit Optimizer(std::vector<OptimizerStep> program) : program_(std::move(program)) {}

    /// The built-in program (standard_program.cpp, the one place listing the rules and their order).
    static const Optimizer& standard();

    /// Runs the program over `root`. With options.verify, the plan is verified as given and after every rule
    /// application and pass; a failure is an InternalError naming the rule or pass. `functions` is the catalog
    /// the plan was bound with.
    LogicalPtr optimize(LogicalPtr root, const OptimizerOptions& options, const FunctionCatalog& functions) const;

    /// Names of the rules and passes, in program order, each once.
    std::vector<std::string> ruleNames() const;

private:
    LogicalPtr runPhase(const RulePhase& phase, LogicalPtr root, RuleContext& context) const;

    std::vector<OptimizerStep> program_;
};

}  // namespace tabula::planner
