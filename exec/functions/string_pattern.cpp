// LIKE / NOT LIKE: a direct matcher (% any run, _ one character, optional escape character) that needs no
// regular expression, no recursion and no allocation. The regular-expression functions are in string_regex.cpp.

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

namespace {

constexpr int kNoEscape = -1;

/// SQL LIKE with the classic single-backtrack wildcard algorithm: on a mismatch, retry after the last '%'
/// with one more character absorbed. `_` consumes a whole code point.
bool likeMatches(std::string_view s, std::string_view p, int escape) {
    constexpr size_t kNone = std::string_view::npos;
    size_t si = 0;
    size_t pi = 0;
    size_t star_pi = kNone;
    size_t star_si = 0;
    while (si < s.size()) {
        if (pi < p.size()) {
            char c = p[pi];
            if (c == '%') {
                star_pi = ++pi;
                star_si = si;
                continue;
            }
            if (c == '_') {
                si += codePointLength(s, si);
                ++pi;
                continue;
            }
            size_t literal = pi;
            if (static_cast<unsigned char>(c) == escape && pi + 1 < p.size()) literal = pi + 1;
            size_t length = codePointLength(p, literal);
            if (s.compare(si, length, p.substr(literal, length)) == 0) {
                si += length;
                pi = literal + length;
                continue;
            }
        }
        if (star_pi == kNone) return false;
        star_si += codePointLength(s, star_si);
        si = star_si;
        pi = star_pi;
    }
    while (pi < p.size() && p[pi] == '%') ++pi;
    return pi == p.size();
}

int escapeCharacter(std::string_view escape, const std::string& text) {
    if (escape.size() != 1) {
        throwExecution("the escape of LIKE must be one character but got '" + std::string(escape) + "' in '" + text +
                       "'");
    }
    return static_cast<unsigned char>(escape[0]);
}

template <bool Negate, bool HasEscape>
struct Like {
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        int escape = HasEscape ? escapeCharacter(v[2].s.view(), text) : kNoEscape;
        put(out, likeMatches(v[0].s.view(), v[1].s.view(), escape) != Negate);
    }
};

template <bool Negate>
CompiledExprPtr compileLike(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 3) return makeStrict<3>(call.type, args, Like<Negate, true>{call.text});
    return makeStrict<2>(call.type, args, Like<Negate, false>{call.text});
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
