// Builds small TableResults for the output-format and shell tests.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tabula/table.hpp"

namespace tabula::test {

/// A result with the given columns and rows of values.
inline TableResult makeResult(std::vector<std::string> names, std::vector<DataType> types,
                              const std::vector<std::vector<Value>>& rows, std::vector<std::string> warnings = {}) {
    auto schema = std::make_shared<const TableSchema>(std::move(names), std::move(types));
    std::vector<Row> out;
    for (const auto& values : rows) out.emplace_back(schema, values);
    return TableResult(schema, std::move(out), std::move(warnings));
}

}  // namespace tabula::test
