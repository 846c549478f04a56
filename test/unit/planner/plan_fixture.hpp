// Shared setup for planner tests: an environment with the seed's peoples table, and a helper that runs the
// optimizer with a single rule enabled (plans verified after every rewrite).
#pragma once

#include <string>

#include "api/src/internals.hpp"
#include "planner/explain.hpp"
#include "planner/optimizer/optimizer.hpp"
#include "tabula/tabula.hpp"

namespace tabula::testing {

inline TableEnvironment peoplesEnvironment() {
    TableEnvironment env;
    env.getConfig().verify_plans = true;
    env.registerTableSource(
        "peoples", CsvTableSource(TABULA_TEST_DATA "/seed_peoples.csv", {"id", "last_name", "country", "gender"},
                                  {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    return env;
}

/// The plan of `table` as text before any rewrite.
inline std::string planText(const Table& table) { return planner::explainLogical(*detail::Internals::plan(table)); }

/// The plan of `table` after the standard program with only `rule` enabled.
inline std::string planAfter(const Table& table, const std::string& rule) {
    planner::OptimizerOptions options;
    for (const auto& name : planner::Optimizer::standard().ruleNames()) {
        if (name != rule) options.disabled.push_back(name);
    }
    options.verify = true;
    planner::LogicalPtr optimized = planner::Optimizer::standard().optimize(detail::Internals::plan(table), options,
                                                                            planner::FunctionCatalog::builtins());
    return planner::explainLogical(*optimized);
}

}  // namespace tabula::testing
