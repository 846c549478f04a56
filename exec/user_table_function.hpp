// User-defined table functions as the binder, the planner and the Correlate operator see them: the overloads a
// registration described (tabula/function_types.hpp), the choice among them and the call for one input row.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "exec/cell.hpp"
#include "tabula/function_types.hpp"

namespace tabula::exec {

/// The table function `name` calling `function` (the user's object, kept alive by this object) through
/// `overloads`; every overload gives rows of `columns`. With `scalar`, a scalar function returning rows: one row
/// per call (none for a NULL it does not take), which Table::map calls.
class UserTableFunction {
public:
    UserTableFunction(std::string name, std::shared_ptr<const void> function,
                      std::vector<detail::TableFunctionOverload> overloads, std::vector<DataType> columns, bool scalar);

    const std::string& name() const { return name_; }
    /// A scalar function returning rows (map calls it), not a table function (joinLateral calls it).
    bool isScalar() const { return scalar_; }
    /// The types of the columns of the rows it gives.
    const std::vector<DataType>& columns() const { return columns_; }
    /// The overload `args` fit best (the binder casts the arguments to its parameters()). Throws ValidationError,
    /// without position, listing the signatures when none fits or none is the most specific.
    size_t bind(std::span<const DataType> args) const;
    const std::vector<DataType>& parameters(size_t overload) const { return overloads_.at(overload).params; }
    /// Calls overload `overload` for one input row, its arguments in `args` (one cell per parameter, of the
    /// parameter's type), every row collected going to `out`. Exceptions of the user's function pass through.
    void call(size_t overload, const Cell* args, detail::RowCollector& out) const;

private:
    std::string name_;
    std::shared_ptr<const void> function_;
    std::vector<detail::TableFunctionOverload> overloads_;
    std::vector<std::vector<DataType>> params_;  // each overload's, for the choice
    std::vector<DataType> columns_;
    bool scalar_;
};

}  // namespace tabula::exec
