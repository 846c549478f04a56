// User-defined table aggregate functions: the signature check at bind time, and the accumulator calls, each
// turning the user's exceptions into ExecutionErrors naming the function.
#include "exec/user_table_aggregate_function.hpp"

#include "exec/functions/function_support.hpp"
#include "exec/functions/overload_choice.hpp"

namespace tabula::exec {
namespace {

template <class Call>
void guarded(const std::string& name, const std::string& text, Call&& call) {
    try {
        std::forward<Call>(call)();
    } catch (...) {
        fn::rethrowUserFailure("table aggregate function '" + name + "'", text);
    }
}

}  // namespace

UserTableAggregateFunction::UserTableAggregateFunction(std::string name, std::shared_ptr<const void> function,
                                                       detail::TableAggregateEntries entries, bool aggregate)
    : name_(std::move(name)), function_(std::move(function)), entries_(std::move(entries)), aggregate_(aggregate) {}

void UserTableAggregateFunction::bind(std::span<const DataType> args) const {
    fn::chooseOverload(name_, {entries_.accumulator.params}, args);
}

void UserTableAggregateFunction::create(std::byte* state, const std::string& text) const {
    guarded(name_, text, [&] { entries_.accumulator.create(function_.get(), state); });
}

void UserTableAggregateFunction::accumulate(std::byte* state, const Cell* args, const std::string& text) const {
    const std::vector<DataType>& params = entries_.accumulator.params;
    try {
        uint32_t failed_row = 0;
        entries_.accumulator.accumulate(function_.get(), &state, 0, true, reinterpret_cast<const std::byte*>(args), 0,
                                        1, failed_row);
    } catch (...) {
        fn::rethrowUserFailure("table aggregate function '" + name_ + "'", text,
                               fn::argumentsOf({args, params.size()}, params));
    }
}

void UserTableAggregateFunction::emit(const std::byte* state, detail::RowCollector& out,
                                      const std::string& text) const {
    guarded(name_, text, [&] { entries_.emit(function_.get(), state, out); });
}

}  // namespace tabula::exec
