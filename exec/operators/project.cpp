// Project: replaces each row by the values of a list of expressions, written into one reused output row. A row
// failure coming back for an output row is pointed at its input row.
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"

namespace tabula::exec {
namespace {

/// Per pipeline instance: the output row (sized once) or rows (of a batch; grown to the largest batch) and the
/// scratch their computed strings live in.
struct ProjectState final : LocalState {
    explicit ProjectState(size_t width) : row(width) {}
    std::vector<Cell> row;   // strings view the input row or eval.scratch
    std::vector<Cell> rows;  // a batch's output rows, back to back
    EvalContext eval;
};

std::vector<DataType> typesOf(const std::vector<CompiledExprPtr>& exprs) {
    std::vector<DataType> types;
    for (const auto& e : exprs) types.push_back(e->type());
    return types;
}

class Project final : public PhysicalOperator {
public:
    Project(std::vector<CompiledExprPtr> exprs, std::string select, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(typesOf(exprs), oneChild(std::move(input))),
          exprs_(std::move(exprs)),
          select_(std::move(select)) {}

    OperatorDescription describe() const override { return {"Project", {{"select", select_}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        return std::make_unique<ProjectState>(exprs_.size());
    }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<ProjectState>(local);
        state.eval.scratch.reset();  // the previous output row, and its strings, are no longer in use
        for (size_t i = 0; i < exprs_.size(); ++i) exprs_[i]->eval(row, state.eval, state.row[i]);
        return pushTracingFailures(
            state.row.data(), state.row.size(), 1, [&] { return out.push(state.row); },
            [&](RowFailure& failure, size_t) { failure.pointAt(row.data()); });
    }

    /// Evaluates each expression over the whole batch, into its column of the output rows.
    bool executeBatch(const Cell* rows, size_t width, size_t count, Downstream& out, GlobalState*,
                      LocalState* local) const override {
        auto& state = stateAs<ProjectState>(local);
        state.eval.scratch.reset();  // the previous batch's output rows, and their strings, are no longer in use
        const size_t out_width = exprs_.size();
        if (state.rows.size() < count * out_width) state.rows.resize(count * out_width);
        const RowBatch batch{rows, width, count};
        const Selection all = state.eval.batch.allRows(count);
        for (size_t i = 0; i < out_width; ++i) {
            exprs_[i]->evalBatch(batch, all, state.eval, CellOutput{state.rows.data() + i, out_width});
        }
        return pushTracingFailures(
            state.rows.data(), out_width, count, [&] { return out.pushBatch(state.rows.data(), out_width, count); },
            [&](RowFailure& failure, size_t r) { failure.pointAt(rows + r * width); });
    }

private:
    std::vector<CompiledExprPtr> exprs_;
    std::string select_;  // rendered, for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeProject(std::vector<CompiledExprPtr> exprs, std::string select,
                                              std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Project>(std::move(exprs), std::move(select), std::move(input));
}

}  // namespace tabula::exec
