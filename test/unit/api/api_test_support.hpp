// Helpers shared by the api layer's tests: an error's message, a result's rows as text.
#pragma once

#include <exception>
#include <functional>
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

/// The rows of `result` as Row::toString gives them, in the result's order.
inline std::vector<std::string> resultRows(TableResult result) {
    std::vector<std::string> out;
    for (const Row& row : result.collect()) out.push_back(row.toString());
    return out;
}

}  // namespace tabula::test
