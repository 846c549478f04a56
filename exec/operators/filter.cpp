// Filter: passes the rows whose predicate is TRUE; FALSE and NULL drop the row.
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

/// Per pipeline instance: scratch for strings the predicate computes, reused row after row.
struct FilterState final : LocalState {
    EvalContext eval;
};

class Filter final : public PhysicalOperator {
public:
    Filter(CompiledExprPtr predicate, std::string condition, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), predicate_(std::move(predicate)), condition_(std::move(condition)) {}

    OperatorDescription describe() const override { return {"Filter", {{"condition", condition_}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override { return std::make_unique<FilterState>(); }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        EvalContext& eval = stateAs<FilterState>(local).eval;
        eval.scratch.reset();
        Cell verdict;
        predicate_->eval(row, eval, verdict);
        if (verdict.null || !verdict.b) return true;
        return out.push(row);
    }

private:
    CompiledExprPtr predicate_;
    std::string condition_;  // rendered, for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeFilter(CompiledExprPtr predicate, std::string condition,
                                             std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Filter>(std::move(predicate), std::move(condition), std::move(input));
}

}  // namespace tabula::exec
