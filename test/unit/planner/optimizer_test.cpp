// The optimizer's driver: program order, disabling, bounded phases, verification naming the rule.
#include <gtest/gtest.h>

#include "plan_builder.hpp"
#include "plan_fixture.hpp"
#include "planner/explain.hpp"

namespace tabula::testing {
namespace {

using planner::FunctionCatalog;
using planner::Optimizer;
using planner::OptimizerOptions;
using planner::RewriteRule;
using planner::RuleContext;
using planner::RulePhase;

TEST(Optimizer, EveryRuleHasANameInProgramOrder) {
    EXPECT_EQ(Optimizer::standard().ruleNames(),
              (std::vector<std::string>{"constant_folding", "common_conjunct_extraction", "distinct_to_aggregate",
                                        "implied_input_conditions", "filter_pushdown", "join_condition_pushdown",
                                        "semi_join_pushdown", "semi_join_reduction", "join_reorder",
                                        "sort_limit_to_top_n", "rank_filter_to_top_n", "projection_pruning"}));
}

TEST(Optimizer, DisabledRulesDoNotChangeResults) {
    TableEnvironment env = peoplesEnvironment();
    Table t = env.scan("peoples").filter("id > 2 * 5").select("country").distinct().orderBy("country").fetch(1);
    auto optimized = t.collect();
    env.getConfig().disabled_rules = Optimizer::standard().ruleNames();
    auto plain = t.collect();
    ASSERT_EQ(optimized.size(), 1u);
    EXPECT_EQ(optimized, plain);
    EXPECT_EQ(optimized[0].get<std::string>(0), "Germany");
}

/// A rule with a deliberate bug: it moves every column reference of a projection to column 0.
class ColumnZeroRule final : public RewriteRule {
public:
    std::string_view name() const override { return "column_zero"; }
    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* project = node->as<planner::ProjectNode>();
        if (!project) return nullptr;
        std::vector<BoundExprPtr> exprs;
        bool changed = false;
        for (const auto& e : project->exprs()) {
            changed = changed || (e->kind == planner::BoundKind::Column && e->column != 0);
            exprs.push_back(e->kind == planner::BoundKind::Column ? planner::makeColumnRef(0, e->type, e->text) : e);
        }
        return changed ? project->withExpressions(std::move(exprs)) : nullptr;
    }
};

/// Flips a Limit's offset between 0 and 1 every time it sees one: it never settles.
class PingPongRule final : public RewriteRule {
public:
    std::string_view name() const override { return "ping_pong"; }
    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* limit = node->as<planner::LimitNode>();
        if (!limit) return nullptr;
        return std::make_shared<planner::LimitNode>(node->input(), limit->offset() == 0 ? 1 : 0, limit->fetch());
    }
};

class OptimizerPlan : public ::testing::Test {
protected:
    PlanBuilder b;
    LogicalPtr rows = b.values({{"k", Types::STRING()}, {"v", Types::INT()}},
                               {{Value::string("a"), Value::integer(1)}, {Value::string("b"), Value::integer(2)}});
};

TEST_F(OptimizerPlan, VerifierRejectsARuleThatBreaksAColumnReference) {
    Optimizer optimizer({RulePhase{"broken", {std::make_shared<ColumnZeroRule>()}, 4}});
    LogicalPtr plan = b.project(rows, {b.col(rows, 1)}, {"v"});
    OptimizerOptions options;
    options.verify = true;
    try {
        optimizer.optimize(plan, options, FunctionCatalog::builtins());
        FAIL() << "the broken rule went unnoticed";
    } catch (const InternalError& e) {
        EXPECT_STREQ(e.what(),
                     "internal error: rule 'column_zero' broke the plan: invalid plan at "
                     "Project(select=[k AS v]): column $0 is read as INT but the input's field 'k' is STRING");
    }
    // Without verification the broken plan goes through (and would return wrong rows).
    options.verify = false;
    EXPECT_NO_THROW(optimizer.optimize(plan, options, FunctionCatalog::builtins()));
}

TEST_F(OptimizerPlan, APhaseThatDoesNotSettleIsAnInternalErrorWhenVerifying) {
    Optimizer optimizer({RulePhase{"restless", {std::make_shared<PingPongRule>()}, 3}});
    OptimizerOptions options;
    options.verify = true;
    try {
        optimizer.optimize(b.limit(rows, 0, std::nullopt), options, FunctionCatalog::builtins());
        FAIL() << "the phase ran without a bound";
    } catch (const InternalError& e) {
        EXPECT_STREQ(e.what(),
                     "internal error: phase 'restless' did not settle within 3 rounds: its rules keep undoing "
                     "each other");
    }
    // Without verification the phase stops after its last round.
    options.verify = false;
    LogicalPtr settled = optimizer.optimize(b.limit(rows, 0, std::nullopt), options, FunctionCatalog::builtins());
    EXPECT_EQ(planner::explainLogical(*settled),
              "Limit(offset=[1], fetch=[unlimited])\n+- Values(name=[t], rows=[2])\n");
}

TEST_F(OptimizerPlan, DisabledRuleIsNotRun) {
    Optimizer optimizer({RulePhase{"restless", {std::make_shared<PingPongRule>()}, 3}});
    OptimizerOptions options;
    options.verify = true;
    options.disabled = {"ping_pong"};
    LogicalPtr plan = b.limit(rows, 0, std::nullopt);
    EXPECT_EQ(optimizer.optimize(plan, options, FunctionCatalog::builtins()), plan);
}

TEST_F(OptimizerPlan, TraceRecordsEachApplication) {
    LogicalPtr plan = b.limit(b.sort(rows, {{b.col(rows, 1), false, false}}), 0, 1);
    std::vector<planner::RuleApplication> trace;
    OptimizerOptions options;
    options.verify = true;
    options.trace = &trace;
    Optimizer::standard().optimize(plan, options, FunctionCatalog::builtins());
    ASSERT_EQ(trace.size(), 1u);
    EXPECT_EQ(trace[0].rule, "sort_limit_to_top_n");
    EXPECT_EQ(trace[0].plan_after,
              "TopN(keys=[v ASC NULLS LAST], offset=[0], fetch=[1])\n+- Values(name=[t], rows=[2])\n");
}

/// Replaces a projection's expressions by constants of another type.
class RetypeRule final : public RewriteRule {
public:
    std::string_view name() const override { return "retype"; }
    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* project = node->as<planner::ProjectNode>();
        if (!project || project->exprs()[0]->kind == planner::BoundKind::Constant) return nullptr;
        return project->withExpressions({planner::makeConstant(Value::string("x"), "'x'")});
    }
};

TEST_F(OptimizerPlan, ARuleThatChangesTheOutputTypesIsAnInternalErrorEvenWithoutVerifying) {
    Optimizer optimizer({RulePhase{"broken", {std::make_shared<RetypeRule>()}, 4}});
    OptimizerOptions options;
    try {
        optimizer.optimize(b.project(rows, {b.col(rows, 1)}, {"v"}), options, FunctionCatalog::builtins());
        FAIL() << "the changed types went unnoticed";
    } catch (const InternalError& e) {
        EXPECT_STREQ(e.what(),
                     "internal error: rule 'retype' changed the plan's output types; disable it with "
                     "TableConfig::disabled_rules");
    }
}

}  // namespace
}  // namespace tabula::testing
