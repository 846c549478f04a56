// User-defined scalar functions: overload choice at bind time, and a call node that evaluates the arguments and
// hands them to the user's function as they are (a cell's bytes are what the function reads), a batch of rows
// per call.
#include "exec/user_scalar_function.hpp"

#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstring>
#include <optional>
#include <type_traits>

#include "exec/eval_batch.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/overload_choice.hpp"

namespace tabula::exec {
namespace {

using detail::FunctionOverload;
using detail::ResultText;

static_assert(sizeof(Cell) == detail::kValueSize && offsetof(Cell, null) == detail::kNullOffset &&
                  offsetof(Cell, s.size) == detail::kTextSizeOffset && std::is_trivially_copyable_v<Cell>,
              "a cell's bytes must be what a user-defined function reads");

/// STRING results go to the evaluation's scratch arena, as the built-ins' do.
class ScratchText final : public ResultText {
public:
    ScratchText(EvalContext& ctx, const std::string& text) : ctx_(ctx), text_(text) {}
    char* allocate(size_t size) override { return fn::allocateString(ctx_, size, text_); }

private:
    EvalContext& ctx_;
    const std::string& text_;
};

/// Argument i's column of values: where each call reads it.
using ArgumentColumns = boost::container::small_vector<const std::byte*, 8>;

std::byte* bytesOf(Cell* cell) { return reinterpret_cast<std::byte*>(cell); }

class UserCallNode final : public CompiledExpr {
public:
    UserCallNode(const CallInfo& call, std::vector<CompiledExprPtr> args, std::shared_ptr<const void> function,
                 const FunctionOverload& overload)
        : CompiledExpr(call.type),
          args_(std::move(args)),
          function_(std::move(function)),
          invoke_(overload.invoke),
          name_(call.name),
          text_(call.text) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        boost::container::small_vector<Cell, 8> values(args_.size());
        ArgumentColumns columns(args_.size());
        for (size_t i = 0; i < args_.size(); ++i) {
            args_[i]->eval(row, ctx, values[i]);
            columns[i] = bytesOf(&values[i]);
        }
        constexpr uint32_t kFirst = 0;
        call(columns, &kFirst, 1, bytesOf(&out), sizeof(Cell), ctx, RowBatch{row.data(), row.size(), 1});
    }

    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        // Argument i's results for the batch's rows at values[i * rows.count + r].
        ScratchCells values(ctx.batch, rows.count * args_.size());
        ArgumentColumns columns(args_.size());
        for (size_t i = 0; i < args_.size(); ++i) {
            args_[i]->evalBatch(rows, selection, ctx, {values.data() + i * rows.count, 1});
            columns[i] = bytesOf(values.data() + i * rows.count);
        }
        call(columns, selection.data(), selection.size(), bytesOf(out.cells), out.stride * sizeof(Cell), ctx, rows);
    }

private:
    /// Calls the function for `count` rows (by number in `batch`), the error of a call that throws naming its
    /// arguments and pointing at its row in `batch`.
    void call(const ArgumentColumns& columns, const uint32_t* rows, size_t count, std::byte* out, size_t out_stride,
              EvalContext& ctx, const RowBatch& batch) const {
        ScratchText text(ctx, text_);
        try {
            invoke_(function_.get(), columns.data(), rows, count, out, out_stride, text);
        } catch (...) {
            const uint32_t failed = text.failed_row;
            if (failed == ResultText::kNoRow) fn::rethrowUserFailure("function '" + name_ + "'", text_);
            fn::rethrowUserFailure("function '" + name_ + "'", text_, failedRow(columns, failed),
                                   batch.cells + failed * batch.width);
        }
    }

    /// " for (...)" with the arguments of the row whose call threw.
    std::string failedRow(const ArgumentColumns& columns, uint32_t row) const {
        std::vector<Cell> args(args_.size());
        std::vector<DataType> types;
        for (size_t i = 0; i < args_.size(); ++i) {
            std::memcpy(static_cast<void*>(&args[i]), columns[i] + row * sizeof(Cell), sizeof(Cell));
            types.push_back(args_[i]->type());
        }
        return fn::argumentsOf(args, types);
    }

    std::vector<CompiledExprPtr> args_;
    std::shared_ptr<const void> function_;
    decltype(FunctionOverload::invoke) invoke_;
    std::string name_;
    std::string text_;
};

class UserScalarFunction final : public ScalarFunction {
public:
    UserScalarFunction(std::string name, std::shared_ptr<const void> function, std::vector<FunctionOverload> overloads,
                       bool deterministic)
        : name_(std::move(name)),
          function_(std::move(function)),
          overloads_(std::move(overloads)),
          deterministic_(deterministic) {
        for (const FunctionOverload& overload : overloads_) params_.push_back(overload.params);
    }

    std::string_view name() const override { return name_; }

    Signature bind(std::span<const DataType> args) const override {
        const FunctionOverload& overload = overloads_[fn::chooseOverload(name_, params_, args)];
        return {overload.params, overload.result};
    }

    /// The binder cast the arguments to the chosen overload's parameters, which name it.
    CompiledExprPtr compile(const CallInfo& call, std::vector<CompiledExprPtr> args) const override {
        for (const FunctionOverload& overload : overloads_) {
            if (overload.params.size() != args.size()) continue;
            bool same = true;
            for (size_t i = 0; i < args.size() && same; ++i) same = args[i]->type() == overload.params[i];
            if (same) return std::make_unique<UserCallNode>(call, std::move(args), function_, overload);
        }
        throw InternalError("no overload of '" + name_ + "' takes the arguments it was bound to");
    }

    bool deterministic() const override { return deterministic_; }

private:
    std::string name_;
    std::shared_ptr<const void> function_;
    std::vector<FunctionOverload> overloads_;
    std::vector<std::vector<DataType>> params_;  // each overload's, for the choice
    bool deterministic_;
};

}  // namespace

std::unique_ptr<ScalarFunction> makeUserScalarFunction(std::string name, std::shared_ptr<const void> function,
                                                       std::vector<detail::FunctionOverload> overloads,
                                                       bool deterministic) {
    return std::make_unique<UserScalarFunction>(std::move(name), std::move(function), std::move(overloads),
                                                deterministic);
}

}  // namespace tabula::exec
