// Filter: passes the rows whose predicate is TRUE; FALSE and NULL drop the row.
#include "exec/operators.hpp"

namespace tabula::exec {
namespace {

class Filter final : public Operator {
public:
    explicit Filter(CompiledExprPtr predicate) : predicate_(std::move(predicate)) {}

    bool consume(RowView row) override {
        ctx_.scratch.reset();
        Cell verdict;
        predicate_->eval(row, ctx_, verdict);
        if (verdict.null || !verdict.b) return true;
        return next_->consume(row);
    }

private:
    CompiledExprPtr predicate_;
    EvalContext ctx_;  // scratch for strings the predicate computes, reused row after row
};

}  // namespace

std::unique_ptr<Operator> makeFilter(CompiledExprPtr predicate) { return std::make_unique<Filter>(std::move(predicate)); }

}  // namespace tabula::exec
