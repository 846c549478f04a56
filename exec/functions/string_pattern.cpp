// Pattern matching: LIKE / NOT LIKE (a direct matcher: % any run, _ one character, optional escape),
// SIMILAR TO (translated to a regular expression matched against the whole string), REGEXP_REPLACE and
// REGEXP_EXTRACT (Java-style patterns via std::regex, ECMAScript grammar). Constant patterns compile once;
// a pattern that changes per row is compiled per row, and std::regex allocates while matching: the regular
// expression functions are the one family that uses the heap per row.
#include <iterator>
#include <optional>
#include <regex>

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
CompiledExprPtr compileLike(const BoundExpr& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 3) return makeStrict<3>(call.type, args, Like<Negate, true>{call.text});
    return makeStrict<2>(call.type, args, Like<Negate, false>{call.text});
}

/// SQL SIMILAR TO syntax as an ECMAScript regular expression: % and _ become .* and ., the regular
/// expression operators | * + ? {} () [] keep their meaning, every other character is literal.
std::string similarToRegex(std::string_view pattern) {
    std::string out;
    for (char c : pattern) {
        switch (c) {
            case '%': out += ".*"; break;
            case '_': out += '.'; break;
            case '.':
            case '^':
            case '$':
            case '\\':
                out += '\\';
                out += c;
                break;
            default: out += c;
        }
    }
    return out;
}

/// A pattern argument: compiled once when constant, else per row.
class RegexArgument {
public:
    RegexArgument(const BoundExpr& call, size_t index, bool similar_syntax)
        : similar_syntax_(similar_syntax), text_(call.text) {
        std::optional<Value> value = constantArgument(call, index);
        if (value && !value->isNull()) constant_ = compile(value->asString());
    }

    /// The regex for this row's pattern: the precompiled one, or one compiled into `local`.
    const std::regex& resolve(std::string_view pattern, std::optional<std::regex>& local) const {
        if (constant_) return *constant_;
        local = compile(pattern);
        return *local;
    }

private:
    std::regex compile(std::string_view pattern) const {
        std::string source = similar_syntax_ ? similarToRegex(pattern) : std::string(pattern);
        try {
            return std::regex(source, std::regex::ECMAScript);
        } catch (const std::regex_error& e) {
            throwExecution("invalid regular expression '" + std::string(pattern) + "' in '" + text_ + "': " + e.what());
        }
    }

    std::optional<std::regex> constant_;
    bool similar_syntax_;
    std::string text_;
};

template <bool Negate>
struct Similar {
    RegexArgument pattern;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::optional<std::regex> local;
        std::string_view s = v[0].s.view();
        put(out, std::regex_match(s.begin(), s.end(), pattern.resolve(v[1].s.view(), local)) != Negate);
    }
};

/// REGEXP_REPLACE(s, regex, replacement): every match replaced; $1... in the replacement name groups.
struct RegexpReplace {
    RegexArgument pattern;
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::optional<std::regex> local;
        std::string_view s = v[0].s.view();
        std::string_view replacement = v[2].s.view();
        std::string result;
        std::regex_replace(std::back_inserter(result), s.begin(), s.end(), pattern.resolve(v[1].s.view(), local),
                           std::string(replacement));
        putString(out, ctx, result, text);
    }
};

/// REGEXP_EXTRACT(s, regex[, group]): the group (0 = whole match, the default) of the first match; NULL when
/// nothing matches, the group does not exist or did not take part, as in Flink.
template <bool HasIndex>
struct RegexpExtract {
    RegexArgument pattern;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::optional<std::regex> local;
        std::string_view s = v[0].s.view();
        std::match_results<std::string_view::const_iterator> match;
        int64_t index = HasIndex ? v[2].i : 0;
        if (!std::regex_search(s.begin(), s.end(), match, pattern.resolve(v[1].s.view(), local)) || index < 0 ||
            static_cast<size_t>(index) >= match.size() || !match[static_cast<size_t>(index)].matched) {
            return putNull(out);
        }
        const auto& group = match[static_cast<size_t>(index)];
        put(out, StrRef{s.data() + (group.first - s.begin()), static_cast<uint32_t>(group.length())});
    }
};

Signature bindLike(std::string_view name, std::span<const DataType> args) {
    return bindKinds(name, args, {ArgKind::String, ArgKind::String, ArgKind::String}, 2, Types::BOOLEAN());
}

Signature bindSimilar(std::string_view name, std::span<const DataType> args) {
    return bindKinds(name, args, {ArgKind::String, ArgKind::String}, Types::BOOLEAN());
}

}  // namespace

void registerPatternFunctions(Registry& registry) {
    using K = ArgKind;
    registry.add(makeScalarFunction({"like", bindLike, compileLike<false>}));
    registry.add(makeScalarFunction({"notLike", bindLike, compileLike<true>}));
    registry.add(makeScalarFunction({"similar", bindSimilar,
                                     [](const BoundExpr& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, Similar<false>{{call, 1, true}});
                                     }}));
    registry.add(makeScalarFunction({"notSimilar", bindSimilar,
                                     [](const BoundExpr& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, Similar<true>{{call, 1, true}});
                                     }}));
    registry.add(
        makeScalarFunction({"regexpReplace",
                            [](std::string_view n, std::span<const DataType> a) {
                                return bindKinds(n, a, {K::String, K::String, K::String}, Types::STRING());
                            },
                            [](const BoundExpr& call, std::vector<CompiledExprPtr> args) {
                                return makeStrict<3>(call.type, args, RegexpReplace{{call, 1, false}, call.text});
                            }}),
        {"regexp_replace"});
    registry.add(makeScalarFunction({"regexpExtract",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::Integer}, 2, Types::STRING());
                                     },
                                     [](const BoundExpr& call, std::vector<CompiledExprPtr> args) {
                                         if (args.size() == 3) {
                                             return makeStrict<3>(call.type, args,
                                                                  RegexpExtract<true>{{call, 1, false}});
                                         }
                                         return makeStrict<2>(call.type, args, RegexpExtract<false>{{call, 1, false}});
                                     }}),
                 {"regexp_extract"});
}

}  // namespace tabula::exec::fn
