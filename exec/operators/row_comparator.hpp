// Orders rows by a list of sort keys (ORDER BY): the typed comparison of every key is chosen once per query.
#pragma once

#include <span>
#include <vector>

#include "exec/operators.hpp"
#include "exec/operators/cell_ops.hpp"

namespace tabula::exec {

/// Ascending keys on `columns`, NULLs last: a partition comparator's (only equality matters to it).
inline std::vector<SortKey> ascendingKeys(std::span<const uint32_t> columns) {
    std::vector<SortKey> keys;
    for (uint32_t column : columns) keys.push_back({column, false, false});
    return keys;
}

class RowComparator {
public:
    /// `types` are the column types of the rows compared. REQUIRES: every key's column < types.size().
    RowComparator(std::span<const SortKey> keys, std::span<const DataType> types);

    /// Negative when `a` sorts before `b`, positive when after, zero when no key tells them apart. A NULL key
    /// sorts before every value when the key says nulls_first, after them otherwise, whatever the direction.
    int compare(RowView a, RowView b) const {
        for (const Key& key : keys_) {
            const Cell& x = a[key.column];
            const Cell& y = b[key.column];
            if (x.null || y.null) {
                if (x.null == y.null) continue;
                return x.null == key.nulls_first ? -1 : 1;
            }
            const int order = key.compare(x, y);
            if (order != 0) return key.descending ? -order : order;
        }
        return 0;
    }

private:
    struct Key {
        uint32_t column;
        bool descending;
        bool nulls_first;
        int (*compare)(const Cell&, const Cell&);
    };
    std::vector<Key> keys_;
};

}  // namespace tabula::exec
