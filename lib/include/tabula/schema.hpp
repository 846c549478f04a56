// A table's schema: ordered field names and types, printed as Flink's TableSchema.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tabula/type.hpp"

namespace tabula {

/// Ordered, named, typed fields. Immutable once built.
class TableSchema {
public:
    TableSchema() = default;
    /// REQUIRES: names.size() == types.size().
    TableSchema(std::vector<std::string> names, std::vector<DataType> types);

    const std::vector<std::string>& getFieldNames() const { return names_; }
    const std::vector<DataType>& getFieldTypes() const { return types_; }
    size_t getFieldCount() const { return names_.size(); }
    const std::string& getFieldName(size_t i) const { return names_.at(i); }
    const DataType& getFieldType(size_t i) const { return types_.at(i); }

    /// Position of the field with exactly this name (case-sensitive, as in Flink's Table API).
    std::optional<size_t> indexOf(std::string_view name) const;

    /// root
    ///  |-- id: INT
    ///  |-- name: STRING
    std::string toString() const;

    friend bool operator==(const TableSchema&, const TableSchema&) = default;

private:
    std::vector<std::string> names_;
    std::vector<DataType> types_;
};

}  // namespace tabula
