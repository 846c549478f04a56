// Chooses the typed comparison of each sort key; renders sort keys for EXPLAIN.
#include "exec/operators/row_comparator.hpp"

namespace tabula::exec {

RowComparator::RowComparator(std::span<const SortKey> keys, std::span<const DataType> types) {
    keys_.reserve(keys.size());
    for (const SortKey& key : keys) {
        keys_.push_back({key.column, key.descending, key.nulls_first, cellOps(types[key.column]).compare});
    }
}

std::string describeSortKeys(const std::vector<SortKey>& keys) {
    std::string text;
    for (const SortKey& key : keys) {
        if (!text.empty()) text += ", ";
        text += "$" + std::to_string(key.column) + (key.descending ? " DESC" : " ASC") +
                (key.nulls_first ? " NULLS FIRST" : " NULLS LAST");
    }
    return text;
}

}  // namespace tabula::exec
