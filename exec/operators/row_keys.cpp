// Chooses the typed cell operations of each key column.
#include "exec/operators/row_keys.hpp"

#include <numeric>

namespace tabula::exec {

RowKeys::RowKeys(std::span<const uint32_t> columns, std::span<const DataType> types) {
    columns_.reserve(columns.size());
    for (uint32_t position : columns) columns_.push_back({position, cellOps(types[position])});
}

RowKeys RowKeys::wholeRow(std::span<const DataType> types) {
    std::vector<uint32_t> columns(types.size());
    std::iota(columns.begin(), columns.end(), 0U);
    return RowKeys(columns, types);
}

}  // namespace tabula::exec
