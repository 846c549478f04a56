// Project: replaces each row by the values of a list of expressions, written into one reused output row.
#include "exec/operators.hpp"

namespace tabula::exec {
namespace {

class Project final : public Operator {
public:
    explicit Project(std::vector<CompiledExprPtr> exprs) : exprs_(std::move(exprs)), out_(exprs_.size()) {}

    bool consume(RowView row) override {
        ctx_.scratch.reset();  // the previous output row, and its strings, are no longer in use
        for (size_t i = 0; i < exprs_.size(); ++i) exprs_[i]->eval(row, ctx_, out_[i]);
        return next_->consume(out_);
    }

private:
    std::vector<CompiledExprPtr> exprs_;
    std::vector<Cell> out_;  // sized once; strings view the input row or ctx_.scratch
    EvalContext ctx_;
};

}  // namespace

std::unique_ptr<Operator> makeProject(std::vector<CompiledExprPtr> exprs) {
    return std::make_unique<Project>(std::move(exprs));
}

}  // namespace tabula::exec
