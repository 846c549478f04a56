// Built-in scalar and aggregate functions, looked up by name case-insensitively (aliases included). The binder
// asks a function to bind argument types; the planner asks it to compile a call, described by a CallInfo.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "exec/arena.hpp"
#include "exec/cell.hpp"
#include "exec/evaluator.hpp"
#include "exec/frame_queue.hpp"

namespace tabula::exec {

/// What a function expects for given argument types: the types arguments are converted to (the binder inserts
/// casts where they differ) and the result type.
struct Signature {
    std::vector<DataType> params;
    DataType result;
};

/// A constant argument a function rejects when the call is bound (a regular expression that does not compile).
struct ArgumentProblem {
    size_t index;         // the argument's position in the call
    std::string message;  // what is wrong, without position
};

/// What a function's compile hook and constant check see of a bound call.
struct CallInfo {
    DataType type;          // the call's result type
    std::string text;       // how the user wrote the call, for error messages
    std::string_view name;  // the function's canonical name
    /// Each argument's value when it is constant (it reads no column and calls only deterministic functions,
    /// and evaluating it succeeds), else nullopt.
    std::vector<std::optional<Value>> constant_args;
};

class ScalarFunction {
public:
    virtual ~ScalarFunction() = default;
    /// Canonical name, as EXPLAIN prints it (e.g. "plus", "upper").
    virtual std::string_view name() const = 0;
    /// Checks argument types (Flink's rules: widening, STRING `+` concatenates, INT vs STRING comparison is an
    /// error). Throws ValidationError with a message naming the function and the types when they do not fit.
    virtual Signature bind(std::span<const DataType> args) const = 0;
    /// The result type once the literal arguments are known (`constants[i]` is set when argument i is one), for
    /// the functions whose type depends on them: ROUND(DECIMAL(10, 4), 2) is DECIMAL(9, 2). By default bind()'s.
    virtual DataType refineResult(const Signature& signature, std::span<const std::optional<Value>>) const {
        return signature.result;
    }
    /// REQUIRES: `call` is a call of this function and the args have bind()'s param types.
    virtual CompiledExprPtr compile(const CallInfo& call, std::vector<CompiledExprPtr> args) const = 0;
    /// False for rand(), uuid(), currentTimestamp() ...: constant folding leaves those alone.
    virtual bool deterministic() const { return true; }
    /// Checks the constant arguments of a bound call, so that a mistake in one surfaces when the query is
    /// written, located under that argument, instead of when rows arrive. REQUIRES: `call` is a call of this function.
    virtual std::optional<ArgumentProblem> checkConstants(const CallInfo&) const { return std::nullopt; }
};

/// Typed per-group state of one aggregate call, chosen once per query. State is a block of stateSize() bytes
/// aligned to 16 that the hash table owns.
class Accumulator {
public:
    virtual ~Accumulator() = default;
    virtual size_t stateSize() const = 0;
    virtual void init(std::byte* state) const = 0;
    /// Adds one non-null input (never called for NULL inputs; count(*) is called with a null cell per row).
    /// Strings that must outlive the row are copied into `arena`.
    virtual void update(std::byte* state, const Cell& input, Arena& arena) const = 0;
    /// update() for `count` inputs `stride` cells apart from `first` (a stride of 0 repeats one input); the
    /// inputs follow update()'s rule. Typed accumulators add them without a virtual call per input.
    virtual void updateMany(std::byte* state, const Cell* first, size_t stride, size_t count, Arena& arena) const {
        for (size_t i = 0; i < count; ++i) update(state, first[i * stride], arena);
    }
    /// update() for `count` inputs `stride` cells apart from `first`, input i into the state at `records[i] +
    /// offset` (the records of the inputs' groups, which may repeat); the inputs follow update()'s rule. Typed
    /// accumulators add them without a virtual call per input.
    virtual void updateGrouped(std::byte* const* records, size_t offset, const Cell* first, size_t stride, size_t count,
                               Arena& arena) const {
        for (size_t i = 0; i < count; ++i) update(records[i] + offset, first[i * stride], arena);
    }
    virtual void merge(std::byte* state, const std::byte* other) const = 0;
    /// The final value of every sliding frame of one partition (exec/frame_queue.hpp): out[i] over the inputs of
    /// rows frames[i], row j's input at inputs[j * stride] (inputs null: count(*), a NULL cell per row), the inputs
    /// following update()'s rule and strings states copy going into `arena` (string results view it). Returns
    /// false when the accumulator has no typed way to do it: the caller then slides over init/update/merge/finish.
    /// REQUIRES: the frames' ends never move back.
    virtual bool slide(std::span<const FrameRange>, const Cell*, size_t, Cell*, Arena&) const { return false; }
    /// Writes the final value (or null). String results stay valid while the state and arena live.
    virtual void finish(const std::byte* state, Cell& out) const = 0;
    /// Releases what init/update acquired outside the arena (default: nothing).
    virtual void destroy(std::byte*) const {}
    /// True when update() also takes NULL inputs (as a null cell); by default they are skipped, as SQL's
    /// aggregates ignore NULLs.
    virtual bool takesNulls() const { return false; }
};

class AggregateFunction {
public:
    virtual ~AggregateFunction() = default;
    virtual std::string_view name() const = 0;
    /// args is empty for count(*). Throws ValidationError when the types do not fit (sum of STRING ...).
    virtual Signature bind(std::span<const DataType> args) const = 0;
    /// The result type once the literal arguments are known (`constants[i]` is set when argument i is one), for
    /// the functions whose type depends on them: ROUND(DECIMAL(10, 4), 2) is DECIMAL(9, 2). By default bind()'s.
    virtual DataType refineResult(const Signature& signature, std::span<const std::optional<Value>>) const {
        return signature.result;
    }
    /// True when a NULL argument adds nothing to the aggregate, as for every built-in (SQL's aggregates skip
    /// NULLs); the FILTER clause's rewrite relies on it.
    virtual bool ignoresNulls() const { return true; }
    /// `text` names the call in overflow errors.
    virtual std::unique_ptr<Accumulator> create(const Signature& signature, const std::string& text) const = 0;
};

/// Finds a built-in by name, case-insensitively; nullptr when unknown. The registry lives for the program.
const ScalarFunction* findScalarFunction(std::string_view name);
const AggregateFunction* findAggregateFunction(std::string_view name);
/// Every registered name (aliases included), for "did you mean" suggestions.
std::vector<std::string> functionNames();

}  // namespace tabula::exec
