// Runs rewrite rules over a logical plan to a fixed point.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "planner/rules/rule.hpp"

namespace tabula::planner {

/// One rule application, for EXPLAIN traces and tests.
struct RuleApplication {
    std::string rule;
    std::string plan_after;  // the rewritten subtree, as explainLogical prints it
};

class RuleDriver {
public:
    /// Every built-in rule, in the order they are tried at a node.
    RuleDriver();
    explicit RuleDriver(std::vector<std::unique_ptr<Rule>> rules) : rules_(std::move(rules)) {}

    /// Rewrites top-down, trying every enabled rule at each node until none applies there, then descending;
    /// repeats whole passes until a pass changes nothing (at most kMaxPasses). Rules named in `disabled` are
    /// skipped. After every rewrite the node's output types are checked to be unchanged, and with `verify` the
    /// rewritten subtree is checked by verifyPlan (InternalError naming the rule otherwise: a rule bug must never
    /// produce wrong results silently). Records each application in `trace` when given.
    LogicalPtr optimize(LogicalPtr root, const std::vector<std::string>& disabled, bool verify,
                        std::vector<RuleApplication>* trace = nullptr) const;

    /// Names of the built-in rules.
    static std::vector<std::string> ruleNames();

    static constexpr int kMaxPasses = 32;

private:
    LogicalPtr rewrite(const LogicalPtr& node, const std::vector<const Rule*>& enabled, bool verify,
                       std::vector<RuleApplication>* trace, bool& changed) const;

    std::vector<std::unique_ptr<Rule>> rules_;
};

}  // namespace tabula::planner
