// Shared setup for planner tests: an environment with the seed's peoples table, and a helper that runs the
// rule driver with a single rule enabled.
#pragma once

#include <string>

#include "planner/explain.hpp"
#include "planner/rules/rule_driver.hpp"
#include "tabula/tabula.hpp"

namespace tabula::testing {

inline TableEnvironment peoplesEnvironment() {
    TableEnvironment env;
    env.getConfig().verify_plans = true;
    env.registerTableSource("peoples", CsvTableSource(TABULA_TEST_DATA "/seed_peoples.csv",
                                                      {"id", "last_name", "country", "gender"},
                                                      {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    return env;
}

/// The plan of `table` as text before any rewrite.
inline std::string planText(const Table& table) { return planner::explainLogical(*table.plan()); }

/// The plan of `table` after running only `rule` to a fixed point.
inline std::string planAfter(const Table& table, const std::string& rule) {
    std::vector<std::string> disabled;
    for (const auto& name : planner::RuleDriver::ruleNames()) {
        if (name != rule) disabled.push_back(name);
    }
    planner::RuleDriver driver;
    return planner::explainLogical(*driver.optimize(table.plan(), disabled, /*verify=*/true));
}

}  // namespace tabula::testing
