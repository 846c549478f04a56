// Fixed-point rule driver.
#include "planner/rules/rule_driver.hpp"

#include <algorithm>

#include "planner/explain.hpp"
#include "planner/verifier.hpp"

namespace tabula::planner {

namespace {

std::vector<std::unique_ptr<Rule>> builtinRules() {
    std::vector<std::unique_ptr<Rule>> rules;
    rules.push_back(makeConstantFolding());
    rules.push_back(makeFilterPushdown());
    rules.push_back(makeSortLimitToTopN());
    rules.push_back(makeDistinctToAggregate());
    rules.push_back(makeProjectionPruning());
    return rules;
}

bool sameTypes(const TableSchema& a, const TableSchema& b) { return a.getFieldTypes() == b.getFieldTypes(); }

/// Runs verifyPlan over `plan`, naming `rule` in the error.
void verifyAfter(const Rule& rule, const LogicalNode& plan) {
    try {
        verifyPlan(plan);
    } catch (const InternalError& e) {
        throw InternalError("rule '" + std::string(rule.name()) + "' broke the plan: " + e.message());
    }
}

}  // namespace

RuleDriver::RuleDriver() : rules_(builtinRules()) {}

std::vector<std::string> RuleDriver::ruleNames() {
    std::vector<std::string> names;
    for (const auto& rule : builtinRules()) names.emplace_back(rule->name());
    return names;
}

LogicalPtr RuleDriver::rewrite(const LogicalPtr& node, const std::vector<const Rule*>& enabled, bool verify,
                               std::vector<RuleApplication>* trace, bool& changed) const {
    LogicalPtr current = node;
    for (bool applied = true; applied;) {
        applied = false;
        for (const Rule* rule : enabled) {
            LogicalPtr next = rule->apply(current);
            if (!next) continue;
            if (!sameTypes(next->schema(), current->schema()))
                throw InternalError("rule '" + std::string(rule->name()) +
                                    "' changed the plan's output types; disable it with TableConfig::disabled_rules");
            if (verify) verifyAfter(*rule, *next);
            current = next;
            applied = changed = true;
            if (trace) trace->push_back({std::string(rule->name()), explainLogical(*current)});
        }
    }
    std::vector<LogicalPtr> inputs;
    bool input_changed = false;
    for (const auto& input : current->inputs()) {
        inputs.push_back(rewrite(input, enabled, verify, trace, changed));
        input_changed = input_changed || inputs.back() != input;
    }
    return input_changed ? current->withInputs(std::move(inputs)) : current;
}

LogicalPtr RuleDriver::optimize(LogicalPtr root, const std::vector<std::string>& disabled, bool verify,
                                std::vector<RuleApplication>* trace) const {
    std::vector<const Rule*> enabled;
    for (const auto& rule : rules_) {
        if (std::find(disabled.begin(), disabled.end(), rule->name()) == disabled.end()) enabled.push_back(rule.get());
    }
    if (verify) verifyPlan(*root);  // the plan as bound: a failure after a rule is then the rule's
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        bool changed = false;
        root = rewrite(root, enabled, verify, trace, changed);
        if (!changed) break;
    }
    return root;
}

}  // namespace tabula::planner
