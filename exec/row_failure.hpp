// The failure of a user-defined function for one input row, which learns on its way out where that row came from.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "exec/cell.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {

/// An ExecutionError thrown for one row ("function 'f' failed in 'f(x)' for (8): no eights"). It points at that
/// row in the rows the failing operator was given. Each operator it passes back through that made those rows from
/// rows of its own input (a Project, a Filter gathering the rows that passed) points it at the input row instead;
/// the source that produced the row names the row's place in its input — "function 'f' failed in 'f(x)' for (8)
/// at people.csv:9: no eights" — and the failure then points nowhere. An operator that knows nothing of it lets it
/// pass unchanged: then the rows it points into are not any source's, and the message says no place.
class RowFailure final : public ExecutionError {
public:
    /// The message is `head` then `cause`; `row` is any cell of the failing row.
    RowFailure(std::string head, std::string cause, const Cell* row);

    /// The index of the row the failure points at among the `count` rows of `width` cells at `rows`, or nullopt
    /// when it points elsewhere (or nowhere).
    std::optional<size_t> indexIn(const Cell* rows, size_t width, size_t count) const;
    /// Points the failure at `row` (any cell of it) instead.
    void pointAt(const Cell* row) { row_ = row; }
    /// Names the row's place in the input ("people.csv:9", "row 3 of scores"): the message becomes head, " at ",
    /// `where`, cause. The failure then points nowhere.
    void place(const std::string& where);

private:
    std::string head_;
    std::string cause_;
    const Cell* row_;
};

/// Runs `push`, which passes the `count` rows of `width` cells at `rows` on (to a Downstream). When a RowFailure
/// pointing at one of them comes back, `found(failure, index)` tells it more (points it at an input row, or
/// places it) before it goes on. Costs nothing while nothing fails.
template <class Push, class Found>
bool pushTracingFailures(const Cell* rows, size_t width, size_t count, Push&& push, Found&& found) {
    try {
        return push();
    } catch (RowFailure& failure) {
        if (std::optional<size_t> index = failure.indexIn(rows, width, count)) found(failure, *index);
        throw;
    }
}

}  // namespace tabula::exec
