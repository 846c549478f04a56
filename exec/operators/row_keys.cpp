// Chooses the typed cell operations of each key column.
#include "exec/operators/row_keys.hpp"

namespace tabula::exec {

RowKeys::RowKeys(std::span<const uint32_t> columns, std::span<const DataType> types) {
    columns_.reserve(columns.size());
    for (uint32_t position : columns) columns_.push_back({position, cellOps(types[position])});
}

}  // namespace tabula::exec
