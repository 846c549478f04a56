// LIKE / NOT LIKE (% any run, _ one character, optional escape character) on LikePattern, which needs no
// regular expression, no recursion and no allocation. A constant pattern (with a constant escape) is split once
// per query, one that changes per row per row. The regular-expression functions are in string_regex.cpp.

#include <memory>

#include "exec/functions/function_support.hpp"
#include "exec/functions/like_pattern.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

constexpr size_t kPatternArgument = 1;
constexpr size_t kEscapeArgument = 2;

int escapeCharacter(std::string_view escape, const std::string& text) {
    if (escape.size() != 1) {
        throwExecution("the escape of LIKE must be one character but got '" + std::string(escape) + "' in '" + text +
                       "'");
    }
    return static_cast<unsigned char>(escape[0]);
}

/// A constant pattern with its text, which the pattern's pieces view.
struct ConstantLike {
    std::string text;
    LikePattern pattern;
    ConstantLike(std::string t, int escape) : text(std::move(t)), pattern(text, escape) {}
};

/// The pattern when it and its escape are constants and the escape is valid; else null (split per row, and a
/// bad escape reported when a row is evaluated).
std::shared_ptr<const ConstantLike> constantLike(const CallInfo& call, bool has_escape) {
    std::optional<Value> pattern = constantArgument(call, kPatternArgument);
    if (!pattern || pattern->isNull()) return nullptr;
    int escape = kNoLikeEscape;
    if (has_escape) {
        std::optional<Value> escape_value = constantArgument(call, kEscapeArgument);
        if (!escape_value || escape_value->isNull() || escape_value->asString().size() != 1) return nullptr;
        escape = static_cast<unsigned char>(escape_value->asString()[0]);
    }
    return std::make_shared<const ConstantLike>(pattern->asString(), escape);
}

template <bool Negate, bool HasEscape>
struct Like {
    std::shared_ptr<const ConstantLike> constant;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::string_view s = v[0].s.view();
        if (constant) return put(out, constant->pattern.matches(s) != Negate);
        int escape = HasEscape ? escapeCharacter(v[kEscapeArgument].s.view(), text) : kNoLikeEscape;
        put(out, LikePattern(v[kPatternArgument].s.view(), escape).matches(s) != Negate);
    }
};

template <bool Negate>
CompiledExprPtr compileLike(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 3)
        return makeStrict<3>(call.type, args, Like<Negate, true>{constantLike(call, true), call.text});
    return makeStrict<2>(call.type, args, Like<Negate, false>{constantLike(call, false), call.text});
}

Signature bindLike(std::string_view name, std::span<const DataType> args) {
    return bindKinds(name, args, {ArgKind::String, ArgKind::String, ArgKind::String}, 2, Types::BOOLEAN());
}

}  // namespace

void registerPatternFunctions(Registry& registry) {
    registry.add(makeScalarFunction({"like", bindLike, compileLike<false>}));
    registry.add(makeScalarFunction({"notLike", bindLike, compileLike<true>}));
}

}  // namespace tabula::exec::fn
