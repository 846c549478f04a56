// The optimizer's driver: phases of rounds, passes, verification and traces.
#include "planner/optimizer/optimizer.hpp"

#include <algorithm>

#include "planner/explain.hpp"
#include "planner/verifier.hpp"

namespace tabula::planner {
namespace {

bool isDisabled(const OptimizerOptions& options, std::string_view name) {
    return std::find(options.disabled.begin(), options.disabled.end(), name) != options.disabled.end();
}

/// Checks what `step` (a rule or pass name) produced: output types unchanged, and the plan valid when verifying.
void checkRewrite(std::string_view step, const LogicalNode& before, const LogicalNode& after,
                  const OptimizerOptions& options) {
    if (before.schema().getFieldTypes() != after.schema().getFieldTypes())
        throw InternalError("rule '" + std::string(step) +
                            "' changed the plan's output types; disable it with TableConfig::disabled_rules");
    if (!options.verify) return;
    try {
        verifyPlan(after);
    } catch (const InternalError& e) {
        throw InternalError("rule '" + std::string(step) + "' broke the plan: " + e.message());
    }
}

void record(std::string_view step, const LogicalNode& after, const OptimizerOptions& options) {
    if (options.trace) options.trace->push_back({std::string(step), explainLogical(after)});
}

/// One round: top-down, each rule at most once per node, then into the (possibly new) node's inputs.
LogicalPtr rewriteRound(const LogicalPtr& node, const std::vector<const RewriteRule*>& rules, RuleContext& context,
                        bool& changed) {
    LogicalPtr current = node;
    for (const RewriteRule* rule : rules) {
        LogicalPtr next = rule->apply(current, context);
        if (!next) continue;
        checkRewrite(rule->name(), *current, *next, context.options);
        record(rule->name(), *next, context.options);
        current = std::move(next);
        changed = true;
    }
    std::vector<LogicalPtr> inputs;
    bool input_changed = false;
    for (const auto& input : current->inputs()) {
        inputs.push_back(rewriteRound(input, rules, context, changed));
        input_changed = input_changed || inputs.back() != input;
    }
    return input_changed ? current->withInputs(std::move(inputs)) : current;
}

}  // namespace

LogicalPtr Optimizer::runPhase(const RulePhase& phase, LogicalPtr root, RuleContext& context) const {
    std::vector<const RewriteRule*> rules;
    for (const auto& rule : phase.rules) {
        if (phase.required || !isDisabled(context.options, rule->name())) rules.push_back(rule.get());
    }
    if (rules.empty()) return root;
    for (int round = 0; round < phase.max_rounds; ++round) {
        bool changed = false;
        root = rewriteRound(root, rules, context, changed);
        if (!changed) return root;
    }
    if (context.options.verify)
        throw InternalError("phase '" + phase.name + "' did not settle within " + std::to_string(phase.max_rounds) +
                            " rounds: its rules keep undoing each other");
    return root;
}

LogicalPtr Optimizer::optimize(LogicalPtr root, const OptimizerOptions& options,
                               const FunctionCatalog& functions) const {
    RuleContext context{options, functions};
    if (options.verify) verifyPlan(*root);  // the plan as bound: a failure after a rule is then the rule's
    for (const auto& step : program_) {
        if (const auto* phase = std::get_if<RulePhase>(&step)) {
            root = runPhase(*phase, std::move(root), context);
            continue;
        }
        const PlanPass& pass = *std::get<std::shared_ptr<const PlanPass>>(step);
        if (isDisabled(options, pass.name())) continue;
        LogicalPtr next = pass.run(root, context);
        if (next == root) continue;
        checkRewrite(pass.name(), *root, *next, options);
        record(pass.name(), *next, options);
        root = std::move(next);
    }
    return root;
}

std::vector<std::string> Optimizer::ruleNames() const {
    std::vector<std::string> names;
    auto add = [&](std::string_view name) {
        if (std::find(names.begin(), names.end(), name) == names.end()) names.emplace_back(name);
    };
    for (const auto& step : program_) {
        if (const auto* phase = std::get_if<RulePhase>(&step)) {
            if (phase->required) continue;
            for (const auto& rule : phase->rules) add(rule->name());
        } else {
            add(std::get<std::shared_ptr<const PlanPass>>(step)->name());
        }
    }
    return names;
}

}  // namespace tabula::planner
