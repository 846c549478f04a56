// Filter: passes the rows whose predicate is TRUE; FALSE and NULL drop the row. A row failure coming back for a
// row of a batch it gathered is pointed at that row in its input.
#include <algorithm>

#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"

namespace tabula::exec {
namespace {

/// Per pipeline instance: scratch for strings the predicate computes, reused row after row, and the rows of a
/// batch that passed, gathered to go on together.
struct FilterState final : LocalState {
    EvalContext eval;
    std::vector<Cell> passed;
};

bool passes(const Cell& verdict) { return !verdict.null && verdict.b; }

class Filter final : public PhysicalOperator {
public:
    Filter(CompiledExprPtr predicate, std::string condition, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), predicate_(std::move(predicate)), condition_(std::move(condition)) {}

    OperatorDescription describe() const override { return {"Filter", {{"condition", condition_}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    /// A filter passes the rows it keeps on unchanged, so the request is its input's.
    bool takeKeyFilter(uint32_t column, size_t id, const std::string& key) override {
        return child(0).takeKeyFilter(column, id, key);
    }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override { return std::make_unique<FilterState>(); }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        EvalContext& eval = stateAs<FilterState>(local).eval;
        eval.scratch.reset();
        Cell verdict;
        predicate_->eval(row, eval, verdict);
        if (!passes(verdict)) return true;
        return out.push(row);
    }

    /// Evaluates the predicate over the batch, then passes the batch on whole when every row passed, else a
    /// copy of the rows that did (their strings still view the input rows).
    bool executeBatch(const Cell* rows, size_t width, size_t count, Downstream& out, GlobalState*,
                      LocalState* local) const override {
        auto& state = stateAs<FilterState>(local);
        state.eval.scratch.reset();
        ScratchCells verdicts(state.eval.batch, count);
        predicate_->evalBatch(RowBatch{rows, width, count}, state.eval.batch.allRows(count), state.eval,
                              verdicts.output());
        size_t passed = 0;
        for (size_t r = 0; r < count; ++r) passed += passes(verdicts[r]);
        if (passed == count) return out.pushBatch(rows, width, count);
        if (passed == 0) return true;
        if (state.passed.size() < passed * width) state.passed.resize(count * width);
        Cell* next = state.passed.data();
        for (size_t r = 0; r < count; ++r) {
            if (passes(verdicts[r])) next = std::copy_n(rows + r * width, width, next);
        }
        return pushTracingFailures(
            state.passed.data(), width, passed, [&] { return out.pushBatch(state.passed.data(), width, passed); },
            [&](RowFailure& failure, size_t k) { failure.pointAt(rows + passedRow(verdicts, k) * width); });
    }

private:
    /// The number of the batch row that was the `k`th (from 0) to pass.
    static size_t passedRow(const ScratchCells& verdicts, size_t k) {
        size_t r = 0;
        for (;; ++r) {
            if (passes(verdicts[r]) && k-- == 0) return r;
        }
    }

    CompiledExprPtr predicate_;
    std::string condition_;  // rendered, for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeFilter(CompiledExprPtr predicate, std::string condition,
                                             std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Filter>(std::move(predicate), std::move(condition), std::move(input));
}

}  // namespace tabula::exec
