// Helpers shared by the api layer's tests: an error's message, a result's rows as text.
#pragma once

#include <algorithm>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tabula/tabula.hpp"

namespace tabula::test {

/// The message of the exception `action` throws, or "no error".
inline std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "no error";
}

/// The message of the `E` that `action` throws, or "(no error)"; another exception passes through.
template <class E>
std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const E& e) {
        return e.what();
    }
    return "(no error)";
}

/// An environment that verifies its plans, with the seed's peoples.csv registered as "peoples" (id INT, last_name,
/// country, gender STRING; ids 1..20, Germany 8 Fox and 19 Evans, the rest the United States).
inline std::unique_ptr<TableEnvironment> seedPeoples() {
    auto env = std::make_unique<TableEnvironment>();
    env->getConfig().verify_plans = true;
    env->registerTableSource(
        "peoples", CsvTableSource(TABULA_TEST_DATA "/seed_peoples.csv", {"id", "last_name", "country", "gender"},
                                  {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    return env;
}

/// The rows of `table` as Row::toString gives them, sorted: a result compared as a multiset.
inline std::vector<std::string> sortedRows(const Table& table) {
    std::vector<std::string> out;
    for (const Row& row : table.execute()) out.push_back(row.toString());
    std::sort(out.begin(), out.end());
    return out;
}

/// The rows of `result` as Row::toString gives them, in the result's order.
inline std::vector<std::string> resultRows(TableResult result) {
    std::vector<std::string> out;
    for (const Row& row : result.collect()) out.push_back(row.toString());
    return out;
}

}  // namespace tabula::test
