// Correlate: calls a user-defined table function for each input row and pushes the row once per row it collects,
// the collected values after the row's own.
#include "exec/functions/function_support.hpp"
#include "exec/operators.hpp"
#include "exec/operators/collected_rows.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"

namespace tabula::exec {
namespace {

static_assert(sizeof(Cell) == detail::kValueSize, "a collected value must be one cell");

/// Per pipeline instance: the arguments, the rows collected for the current input row (back to back, their
/// strings in eval.scratch) and the output row. All are reused from row to row.
struct CorrelateState final : LocalState, detail::RowCollector, detail::ResultText {
    CorrelateState(size_t arity, size_t width, size_t columns, const std::string& text)
        : args(arity), collected(columns), row(width), text_(text) {}

    void collect(const std::byte* values) override { collected.append(values); }
    detail::ResultText& text() override { return *this; }
    char* allocate(size_t size) override { return fn::allocateString(eval, size, text_); }

    std::vector<Cell> args;
    CollectedRows collected;
    std::vector<Cell> row;
    EvalContext eval;

private:
    const std::string& text_;
};

class Correlate final : public PhysicalOperator {
public:
    Correlate(std::vector<DataType> types, CorrelatedCall call, bool outer, ExplainParams params,
              std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          call_(std::move(call)),
          outer_(outer),
          params_(std::move(params)) {}

    OperatorDescription describe() const override { return {"Correlate", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        return std::make_unique<CorrelateState>(call_.args.size(), types().size(), call_.function->columns().size(),
                                                call_.text);
    }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<CorrelateState>(local);
        state.eval.scratch.reset();  // the previous input row's collected strings are no longer in use
        state.collected.clear();
        for (size_t i = 0; i < call_.args.size(); ++i) call_.args[i]->eval(row, state.eval, state.args[i]);
        try {
            call_.function->call(call_.overload, state.args.data(), state);
        } catch (...) {
            rethrowLocated(state, row);
        }
        std::copy(row.begin(), row.end(), state.row.begin());
        // An output row's failure is its input row's.
        return pushTracingFailures(
            state.row.data(), state.row.size(), 1, [&] { return pushRows(state, row.size(), out); },
            [&](RowFailure& failure, size_t) { failure.pointAt(row.data()); });
    }

private:
    /// The input row (in state.row's first `width` cells) with each collected row, or with NULLs when outer and
    /// none was collected.
    bool pushRows(CorrelateState& state, size_t width, Downstream& out) const {
        if (state.collected.empty()) {
            if (!outer_) return true;
            std::fill(state.row.begin() + static_cast<ptrdiff_t>(width), state.row.end(), Cell());
            return out.push(RowView(state.row.data(), state.row.size()));
        }
        return state.collected.pushEach(state.row, width, out);
    }

    /// The function's failure for `row` as an ExecutionError naming it, the call and its arguments, at the call. A
    /// tabula error passes as it is, placed at the call when it has no place.
    [[noreturn]] void rethrowLocated(const CorrelateState& state, RowView row) const {
        try {
            fn::rethrowUserFailure("table function '" + call_.function->name() + "'", call_.text,
                                   fn::argumentsOf(state.args, call_.function->parameters(call_.overload)), row.data());
        } catch (ExecutionError& error) {
            if (call_.source && !error.span()) error.relocate(call_.source, call_.span);
            throw;
        }
    }

    CorrelatedCall call_;
    bool outer_;
    ExplainParams params_;
};

std::vector<DataType> correlateTypes(const PhysicalOperator& input, const UserTableFunction& function) {
    std::vector<DataType> types = input.types();
    types.insert(types.end(), function.columns().begin(), function.columns().end());
    return types;
}

}  // namespace

std::unique_ptr<PhysicalOperator> makeCorrelate(CorrelatedCall call, bool outer, ExplainParams params,
                                                std::unique_ptr<PhysicalOperator> input) {
    std::vector<DataType> types = correlateTypes(*input, *call.function);
    return std::make_unique<Correlate>(std::move(types), std::move(call), outer, std::move(params), std::move(input));
}

}  // namespace tabula::exec
