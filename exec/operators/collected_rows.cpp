// CollectedRows: appending a function's collected rows and pushing them after the cells they belong to.
#include "exec/operators/collected_rows.hpp"

#include <algorithm>
#include <cstring>

namespace tabula::exec {

void CollectedRows::append(const std::byte* values) {
    const size_t at = cells_.size();
    cells_.resize(at + columns_);
    std::memcpy(static_cast<void*>(cells_.data() + at), values, columns_ * sizeof(Cell));
}

bool CollectedRows::pushEach(std::vector<Cell>& row, size_t at, Downstream& out) const {
    for (size_t first = 0; first < cells_.size(); first += columns_) {
        std::copy_n(cells_.begin() + static_cast<ptrdiff_t>(first), columns_, row.begin() + static_cast<ptrdiff_t>(at));
        if (!out.push(RowView(row.data(), row.size()))) return false;
    }
    return true;
}

}  // namespace tabula::exec
