// User-defined table functions: overload choice at bind time, and the call for one input row, which hands the
// argument cells to the user's function as they are (a cell's bytes are what the function reads).
#include "exec/user_table_function.hpp"

#include "exec/functions/overload_choice.hpp"

namespace tabula::exec {

UserTableFunction::UserTableFunction(std::string name, std::shared_ptr<const void> function,
                                     std::vector<detail::TableFunctionOverload> overloads,
                                     std::vector<DataType> columns, bool scalar)
    : name_(std::move(name)),
      function_(std::move(function)),
      overloads_(std::move(overloads)),
      columns_(std::move(columns)),
      scalar_(scalar) {
    for (const detail::TableFunctionOverload& overload : overloads_) params_.push_back(overload.params);
}

size_t UserTableFunction::bind(std::span<const DataType> args) const {
    return fn::chooseOverload(name_, params_, args);
}

void UserTableFunction::call(size_t overload, const Cell* args, detail::RowCollector& out) const {
    overloads_.at(overload).invoke(function_.get(), reinterpret_cast<const std::byte*>(args), out);
}

}  // namespace tabula::exec
