// User-defined table aggregate functions as the binder, the planner and the TableAggregate operator see them: the
// signature a registration described (tabula/function_types.hpp, TableAggregateEntries) and the calls that make,
// fill and emit one group's accumulator.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "exec/cell.hpp"
#include "tabula/function_types.hpp"

namespace tabula::exec {

/// The table aggregate function `name` calling `function` (the user's object, kept alive by this object) through
/// `entries`; with `aggregate`, an aggregate function returning rows, which emits one row per group and which
/// aggregate(...) calls. Every call but destroy turns the exceptions of the user's code into ExecutionErrors
/// naming the function and `text`, the call as written.
class UserTableAggregateFunction {
public:
    UserTableAggregateFunction(std::string name, std::shared_ptr<const void> function,
                               detail::TableAggregateEntries entries, bool aggregate);

    const std::string& name() const { return name_; }
    /// An aggregate function returning rows (aggregate calls it), not a table aggregate function (flatAggregate
    /// calls it).
    bool isAggregate() const { return aggregate_; }
    const std::vector<DataType>& parameters() const { return entries_.accumulator.params; }
    /// The types of the columns of the rows it emits.
    const std::vector<DataType>& columns() const { return entries_.columns; }
    /// Throws ValidationError, without position, giving the signature when `args` do not fit the parameters (the
    /// binder casts arguments that do to them).
    void bind(std::span<const DataType> args) const;

    /// The bytes of a group's state block, which is aligned to 16.
    size_t stateSize() const { return entries_.accumulator.state_size; }
    /// Puts a new accumulator into `state`.
    void create(std::byte* state, const std::string& text) const;
    /// Adds one row, its arguments in `args` (one cell per parameter, of the parameter's type); a row with a NULL
    /// for a parameter that does not take NULL is skipped.
    void accumulate(std::byte* state, const Cell* args, const std::string& text) const;
    /// Collects the group's rows into `out`.
    void emit(const std::byte* state, detail::RowCollector& out, const std::string& text) const;
    void destroy(std::byte* state) const noexcept { entries_.accumulator.destroy(state); }

private:
    std::string name_;
    std::shared_ptr<const void> function_;
    detail::TableAggregateEntries entries_;
    bool aggregate_;
};

}  // namespace tabula::exec
