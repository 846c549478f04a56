// RowFailure: a user function's failure for one row, placed in the input by the row's source.
#include "exec/row_failure.hpp"

#include <functional>
#include <utility>

namespace tabula::exec {

RowFailure::RowFailure(std::string head, std::string cause, const Cell* row)
    : ExecutionError(head + cause), head_(std::move(head)), cause_(std::move(cause)), row_(row) {}

std::optional<size_t> RowFailure::indexIn(const Cell* rows, size_t width, size_t count) const {
    // Rows of no cells have no cell to point at; std::less orders pointers into different arrays too.
    if (row_ == nullptr || width == 0 || std::less<const Cell*>()(row_, rows) ||
        !std::less<const Cell*>()(row_, rows + width * count))
        return std::nullopt;
    return static_cast<size_t>(row_ - rows) / width;
}

void RowFailure::place(const std::string& where) {
    replaceMessage(head_ + " at " + where + cause_);
    row_ = nullptr;
}

}  // namespace tabula::exec
