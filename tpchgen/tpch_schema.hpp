// The eight TPC-H tables as the generator writes them: names, columns and the kind of value each column holds.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tabula::tpchgen {

enum class TpchTable { Region, Nation, Part, Supplier, PartSupp, Customer, Orders, LineItem };

/// How a column's value is held in a generated Field, and its SQL type.
enum class ColumnKind {
    Integer,  ///< Field::number; INT
    Money,    ///< Field::number in cents; DECIMAL(15, 2)
    Date,     ///< Field::number in days since 1970-01-01; DATE
    Text,     ///< Field::text; STRING
};

struct ColumnSpec {
    std::string_view name;
    ColumnKind kind;
};

struct TableSpec {
    TpchTable table;
    std::string_view name;  ///< also the stem of its CSV file
    std::span<const ColumnSpec> columns;
};

/// The eight tables, in the specification's order (region, nation, part, supplier, partsupp, customer, orders,
/// lineitem).
std::span<const TableSpec> tableSpecs();
const TableSpec& tableSpec(TpchTable table);
/// The table named `name` (lower case, as tableSpecs spells it), or nullopt.
std::optional<TpchTable> findTable(std::string_view name);

/// The SQL type name of a column kind ("INT", "DECIMAL(15, 2)", "DATE", "STRING").
std::string_view sqlTypeName(ColumnKind kind);

}  // namespace tabula::tpchgen
