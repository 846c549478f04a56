// Chooses the typed comparison of each sort key.
#include "exec/operators/row_comparator.hpp"

namespace tabula::exec {

RowComparator::RowComparator(std::span<const SortKey> keys, std::span<const DataType> types) {
    keys_.reserve(keys.size());
    for (const SortKey& key : keys) {
        keys_.push_back({key.column, key.descending, key.nulls_first, cellOps(types[key.column]).compare});
    }
}

}  // namespace tabula::exec
