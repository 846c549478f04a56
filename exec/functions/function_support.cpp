// Shared helpers of the built-in functions: string results in scratch memory, error messages, argument checks
// and the generic ScalarFunction made from bind/compile callbacks.
#include "exec/functions/function_support.hpp"

#include <cstring>
#include <exception>
#include <limits>

#include "exec/row_failure.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

/// Java's strings stop at 2^31 - 1 characters; we stop at as many bytes, well inside StrRef's 32-bit size.
constexpr size_t kMaxStringBytes = std::numeric_limits<int32_t>::max();

class NullNode final : public CompiledExpr {
public:
    using CompiledExpr::CompiledExpr;
    void eval(RowView, EvalContext&, Cell& out) const override { putNull(out); }
};

class CallbackFunction final : public ScalarFunction {
public:
    explicit CallbackFunction(ScalarSpec spec) : spec_(std::move(spec)) {}
    std::string_view name() const override { return spec_.name; }
    Signature bind(std::span<const DataType> args) const override { return spec_.bind(spec_.name, args); }
    CompiledExprPtr compile(const CallInfo& call, std::vector<CompiledExprPtr> args) const override {
        return spec_.compile(call, std::move(args));
    }
    bool deterministic() const override { return spec_.deterministic; }
    std::optional<ArgumentProblem> checkConstants(const CallInfo& call) const override {
        if (!spec_.check_constants) return std::nullopt;
        return spec_.check_constants(call);
    }
    DataType refineResult(const Signature& signature, std::span<const std::optional<Value>> constants) const override {
        return spec_.refine_result ? spec_.refine_result(signature, constants) : signature.result;
    }

private:
    ScalarSpec spec_;
};

std::string ordinalSuffix(std::span<const DataType> args, size_t i) {
    return args.size() > 1 ? " as argument " + std::to_string(i + 1) : std::string();
}

}  // namespace

void checkStringSize(size_t size, const std::string& text) {
    if (size > kMaxStringBytes) {
        throwExecution("string result of " + std::to_string(size) + " bytes is too long in '" + text +
                       "' (the limit is " + std::to_string(kMaxStringBytes) + " bytes)");
    }
}

char* allocateString(EvalContext& ctx, size_t size, const std::string& text) {
    checkStringSize(size, text);
    return ctx.scratch.allocate(size);
}

void putString(Cell& out, EvalContext& ctx, std::string_view value, const std::string& text) {
    char* data = allocateString(ctx, value.size(), text);
    if (!value.empty()) std::memcpy(data, value.data(), value.size());
    put(out, StrRef{data, static_cast<uint32_t>(value.size())});
}

void unsupportedType(const DataType& type, std::string_view where) {
    throw InternalError("type " + type.toString() + " reached " + std::string(where));
}

CompiledExprPtr makeNullNode(const DataType& type) { return std::make_unique<NullNode>(type); }

void throwExecution(const std::string& message) { throw ExecutionError(message); }

void throwOverflow(const std::string& text) { throw ExecutionError("integer overflow in '" + text + "'"); }

void throwDecimalOverflow(const std::string& text, unsigned precision) {
    throw ExecutionError("decimal overflow in '" + text + "': the result needs more than " + std::to_string(precision) +
                         " digits");
}

void rethrowUserFailure(const std::string& subject, const std::string& text, const std::string& arguments,
                        const Cell* row) {
    std::string cause;
    try {
        throw;
    } catch (const Error&) {
        throw;
    } catch (const std::exception& e) {
        cause = std::string(": ") + e.what();
    } catch (...) {
        cause = " with an exception that is not a std::exception";
    }
    std::string head = subject + " failed in '" + text + "'" + arguments;
    if (row != nullptr) throw RowFailure(std::move(head), std::move(cause), row);
    throwExecution(head + cause);
}

std::string argumentsOf(std::span<const Cell> args, std::span<const DataType> types) {
    std::string list;
    for (size_t i = 0; i < args.size(); ++i) {
        if (i > 0) list += ", ";
        list += cellToValue(args[i], types[i]).toString();
    }
    return " for (" + list + ")";
}

void throwDivisionByZero(const std::string& text) { throw ExecutionError("division by zero in '" + text + "'"); }

void expectArity(std::string_view name, std::span<const DataType> args, size_t min, size_t max) {
    if (args.size() >= min && args.size() <= max) return;
    const bool unbounded = max == std::numeric_limits<size_t>::max();
    std::string expected = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
    if (unbounded) expected = "at least " + std::to_string(min);
    const bool one = min == 1 && (max == 1 || unbounded);  // "1 argument", "at least 1 argument"
    throw ValidationError("function '" + std::string(name) + "' expects " + expected +
                          (one ? " argument" : " arguments") + " but got " + std::to_string(args.size()) + " " +
                          typeList(args));
}

void throwArgumentType(std::string_view name, std::span<const DataType> args, size_t i, std::string_view what) {
    throw ValidationError("function '" + std::string(name) + "' expects " + std::string(what) + ordinalSuffix(args, i) +
                          " but got " + args[i].toString());
}

DataType expectString(std::string_view name, std::span<const DataType> args, size_t i) {
    if (args[i].id() != TypeId::String && !args[i].isNull()) throwArgumentType(name, args, i, "STRING");
    return Types::STRING();
}

DataType expectInteger(std::string_view name, std::span<const DataType> args, size_t i) {
    if (!args[i].isInteger() && !args[i].isNull()) throwArgumentType(name, args, i, "an integer type");
    return Types::INT();
}

DataType expectNumberAsDouble(std::string_view name, std::span<const DataType> args, size_t i) {
    if (!args[i].isNumeric() && !args[i].isNull()) throwArgumentType(name, args, i, "a numeric type");
    return Types::DOUBLE();
}

DataType expectBoolean(std::string_view name, std::span<const DataType> args, size_t i) {
    if (args[i].id() != TypeId::Boolean && !args[i].isNull()) throwArgumentType(name, args, i, "BOOLEAN");
    return Types::BOOLEAN();
}

Signature bindKinds(std::string_view name, std::span<const DataType> args, std::initializer_list<ArgKind> kinds,
                    size_t required, DataType result) {
    expectArity(name, args, required, kinds.size());
    Signature signature{{}, result};
    for (size_t i = 0; i < args.size(); ++i) {
        switch (kinds.begin()[i]) {
            case ArgKind::String: signature.params.push_back(expectString(name, args, i)); break;
            case ArgKind::Integer: signature.params.push_back(expectInteger(name, args, i)); break;
            case ArgKind::Double: signature.params.push_back(expectNumberAsDouble(name, args, i)); break;
            case ArgKind::Boolean: signature.params.push_back(expectBoolean(name, args, i)); break;
        }
    }
    return signature;
}

std::string typeList(std::span<const DataType> args) {
    std::string out = "(";
    for (size_t i = 0; i < args.size(); ++i) {
        if (i > 0) out += ", ";
        out += args[i].toString();
    }
    return out + ")";
}

DataType commonTypeOf(std::string_view name, std::span<const DataType> types) {
    DataType result;  // NULL
    for (const DataType& type : types) {
        std::optional<DataType> common = commonType(result, type);
        if (!common) {
            throw ValidationError("function '" + std::string(name) + "' cannot combine " + result.toString() + " and " +
                                  type.toString());
        }
        result = *common;
    }
    return result;
}

std::optional<Value> constantArgument(const CallInfo& call, size_t i) { return call.constant_args.at(i); }

std::optional<std::string> constantText(const CallInfo& call, size_t i) {
    const std::optional<Value>& value = call.constant_args.at(i);
    if (!value || value->isNull()) return std::nullopt;
    return value->asString();
}

std::string symbolArgument(const CallInfo& call, size_t i) {
    std::optional<Value> value = constantArgument(call, i);
    if (!value || value->isNull() || value->type().id() != TypeId::String) {
        throw ValidationError("function '" + std::string(call.name) + "' expects a keyword as argument " +
                              std::to_string(i + 1) + " in '" + call.text + "'");
    }
    return value->asString();
}

std::unique_ptr<ScalarFunction> makeScalarFunction(ScalarSpec spec) {
    return std::make_unique<CallbackFunction>(std::move(spec));
}

}  // namespace tabula::exec::fn
