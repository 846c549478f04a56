// Regular-expression functions on RE2, which matches in time linear in the text and never recurses, so no
// pattern and no text can exhaust the stack or run for minutes: SIMILAR TO (SQL syntax translated to a regular
// expression and matched against the whole string), REGEXP_REPLACE and REGEXP_EXTRACT (java.util.regex syntax
// as far as RE2 has it: no lookaround, backreferences or possessive quantifiers). A constant pattern is checked
// when the call is bound and compiled once per query; a pattern that changes per row is compiled per row.
#include <re2/re2.h>

#include <cstring>
#include <memory>
#include <optional>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

/// Every function here takes its pattern as the second argument.
constexpr size_t kPatternArgument = 1;

/// SQL SIMILAR TO syntax as a regular expression: % and _ become .* and ., the regular expression operators
/// | * + ? {} () [] keep their meaning, every other character is literal.
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

/// Compiles a pattern written in SIMILAR TO syntax or as a regular expression. The result may be invalid:
/// check ok(). Errors are reported by the callers, not logged by RE2.
std::shared_ptr<const RE2> compilePattern(std::string_view pattern, bool similar_syntax) {
    RE2::Options options;
    options.set_log_errors(false);
    std::string source = similar_syntax ? similarToRegex(pattern) : std::string(pattern);
    return std::make_shared<const RE2>(source, options);
}

std::string invalidPattern(std::string_view pattern, const RE2& regex) {
    return "invalid regular expression '" + std::string(pattern) + "': " + regex.error();
}

/// ScalarFunction::checkConstants of every function here: a constant pattern must compile.
std::optional<ArgumentProblem> checkConstantPattern(const CallInfo& call, bool similar_syntax) {
    const std::optional<std::string> pattern = constantText(call, kPatternArgument);
    if (!pattern) return std::nullopt;
    std::shared_ptr<const RE2> regex = compilePattern(*pattern, similar_syntax);
    if (regex->ok()) return std::nullopt;
    return ArgumentProblem{kPatternArgument, invalidPattern(*pattern, *regex)};
}

/// The pattern argument of a call: compiled once when constant, else per row.
class PatternArgument {
public:
    PatternArgument(const CallInfo& call, bool similar_syntax) : similar_syntax_(similar_syntax), text_(call.text) {
        if (const std::optional<std::string> value = constantText(call, kPatternArgument)) constant_ = compile(*value);
    }

    /// The compiled pattern for this row: the constant one, or `pattern` compiled and kept in `local`.
    const RE2& resolve(std::string_view pattern, std::shared_ptr<const RE2>& local) const {
        if (constant_) return *constant_;
        local = compile(pattern);
        return *local;
    }

private:
    std::shared_ptr<const RE2> compile(std::string_view pattern) const {
        std::shared_ptr<const RE2> regex = compilePattern(pattern, similar_syntax_);
        if (!regex->ok()) throwExecution(invalidPattern(pattern, *regex) + " in '" + text_ + "'");
        return regex;
    }

    std::shared_ptr<const RE2> constant_;
    bool similar_syntax_;
    std::string text_;
};

re2::StringPiece piece(std::string_view s) { return re2::StringPiece(s.data(), s.size()); }

template <bool Negate>
struct Similar {
    PatternArgument pattern;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::shared_ptr<const RE2> local;
        const RE2& regex = pattern.resolve(v[1].s.view(), local);
        std::string_view s = v[0].s.view();
        put(out, regex.Match(piece(s), 0, s.size(), RE2::ANCHOR_BOTH, nullptr, 0) != Negate);
    }
};

/// Calls emit(piece) for the pieces of `s` with every match of `regex` replaced by `replacement`, finding
/// matches as java.util.regex.Matcher.replaceAll does: an empty match is allowed right after a non-empty one,
/// and after an empty match the search resumes one character later.
template <class Emit>
void forEachReplacedPiece(std::string_view s, const RE2& regex, std::string_view replacement, Emit&& emit) {
    size_t position = 0;
    re2::StringPiece match;
    while (position <= s.size() && regex.Match(piece(s), position, s.size(), RE2::UNANCHORED, &match, 1)) {
        const size_t begin = static_cast<size_t>(match.data() - s.data());
        const size_t end = begin + match.size();
        emit(s.substr(position, begin - position));
        emit(replacement);
        if (end > begin) {
            position = end;
            continue;
        }
        if (begin == s.size()) return;
        const size_t next = begin + codePointLength(s, begin);
        emit(s.substr(begin, next - begin));
        position = next;
    }
    if (position < s.size()) emit(s.substr(position));
}

/// REGEXP_REPLACE(s, regex, replacement): every match replaced by `replacement` taken literally, as Flink
/// does (it quotes the replacement, so `$1` and `\` are plain characters). Measures, then writes into the
/// row's scratch arena.
struct RegexpReplace {
    PatternArgument pattern;
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::shared_ptr<const RE2> local;
        const RE2& regex = pattern.resolve(v[1].s.view(), local);
        std::string_view s = v[0].s.view();
        std::string_view replacement = v[2].s.view();
        size_t size = 0;
        forEachReplacedPiece(s, regex, replacement, [&](std::string_view part) { size += part.size(); });
        char* data = allocateString(ctx, size, text);
        char* cursor = data;
        forEachReplacedPiece(s, regex, replacement, [&](std::string_view part) {
            if (!part.empty()) std::memcpy(cursor, part.data(), part.size());
            cursor += part.size();
        });
        put(out, StrRef{data, static_cast<uint32_t>(size)});
    }
};

/// REGEXP_EXTRACT(s, regex[, group]): the group (0 = whole match, the default) of the first match; NULL when
/// nothing matches, the group does not exist or did not take part, as in Flink.
template <bool HasIndex>
struct RegexpExtract {
    PatternArgument pattern;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::shared_ptr<const RE2> local;
        const RE2& regex = pattern.resolve(v[1].s.view(), local);
        std::string_view s = v[0].s.view();
        const int64_t index = HasIndex ? v[2].i : 0;
        if (index < 0 || index > regex.NumberOfCapturingGroups()) return putNull(out);
        boost::container::small_vector<re2::StringPiece, 8> groups(static_cast<size_t>(index) + 1);
        if (!regex.Match(piece(s), 0, s.size(), RE2::UNANCHORED, groups.data(), static_cast<int>(groups.size())))
            return putNull(out);
        const re2::StringPiece& group = groups.back();
        if (group.data() == nullptr) return putNull(out);
        put(out, StrRef{group.data(), static_cast<uint32_t>(group.size())});
    }
};

template <bool Negate>
ScalarSpec similarSpec(const char* name) {
    return {name,
            [](std::string_view n, std::span<const DataType> a) {
                return bindKinds(n, a, {ArgKind::String, ArgKind::String}, Types::BOOLEAN());
            },
            [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                return makeStrict<2>(call.type, args, Similar<Negate>{{call, true}});
            },
            true, [](const CallInfo& call) { return checkConstantPattern(call, true); }};
}

}  // namespace

void registerRegexFunctions(Registry& registry) {
    using K = ArgKind;
    auto check_regex = [](const CallInfo& call) { return checkConstantPattern(call, false); };
    registry.add(makeScalarFunction(similarSpec<false>("similar")));
    registry.add(makeScalarFunction(similarSpec<true>("notSimilar")));
    registry.add(makeScalarFunction({"regexpReplace",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::String}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<3>(call.type, args, RegexpReplace{{call, false}, call.text});
                                     },
                                     true, check_regex}),
                 {"regexp_replace"});
    registry.add(makeScalarFunction({"regexpExtract",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::Integer}, 2, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         if (args.size() == 3) {
                                             return makeStrict<3>(call.type, args, RegexpExtract<true>{{call, false}});
                                         }
                                         return makeStrict<2>(call.type, args, RegexpExtract<false>{{call, false}});
                                     },
                                     true, check_regex}),
                 {"regexp_extract"});
}

}  // namespace tabula::exec::fn
