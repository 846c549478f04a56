// TableSchema: lookup by name and Flink's printSchema text.
#include "tabula/schema.hpp"

#include <utility>

namespace tabula {

TableSchema::TableSchema(std::vector<std::string> names, std::vector<DataType> types)
    : names_(std::move(names)), types_(std::move(types)) {}

std::optional<size_t> TableSchema::indexOf(std::string_view name) const {
    for (size_t i = 0; i < names_.size(); ++i)
        if (names_[i] == name) return i;
    return std::nullopt;
}

std::string TableSchema::toString() const {
    std::string out = "root\n";
    for (size_t i = 0; i < names_.size(); ++i) out += " |-- " + names_[i] + ": " + types_[i].toString() + "\n";
    return out;
}

}  // namespace tabula
