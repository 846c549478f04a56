// SPLIT_INDEX(s, delimiter, index): the index-th (0-based) piece of s split at every occurrence of delimiter, as
// Flink splits (Apache Commons' splitByWholeSeparatorPreserveAllTokens). Returns a view of its input.
#include <cstdint>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

namespace {

/// Java's Character.isWhitespace: the ASCII controls \t..\r and \x1C..\x1F, and the Unicode space, line and
/// paragraph separators except the no-break spaces (U+00A0, U+2007, U+202F).
bool isJavaWhitespace(uint32_t cp) {
    if (cp <= 0x20) return cp == 0x20 || (cp >= 0x09 && cp <= 0x0D) || cp >= 0x1C;
    return cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A && cp != 0x2007) || cp == 0x2028 || cp == 0x2029 ||
           cp == 0x205F || cp == 0x3000;
}

/// The piece of `s` at `index` between whitespace code points (each one ends a piece, so two in a row leave an
/// empty piece between them); what Flink does for an empty delimiter.
std::optional<std::string_view> pieceBetweenWhitespace(std::string_view s, int64_t index) {
    size_t begin = 0;
    for (size_t i = 0; i < s.size(); i += codePointLength(s, i)) {
        if (!isJavaWhitespace(decodeCodePoint(s, i))) continue;
        if (index-- == 0) return s.substr(begin, i - begin);
        begin = i + codePointLength(s, i);
    }
    if (index == 0) return s.substr(begin);
    return std::nullopt;
}

/// The piece of `s` at `index` between non-overlapping occurrences of `delimiter`, found left to right; pieces
/// may be empty (",a," has three).
std::optional<std::string_view> pieceBetween(std::string_view s, std::string_view delimiter, int64_t index) {
    size_t begin = 0;
    for (size_t at = s.find(delimiter); at != std::string_view::npos; at = s.find(delimiter, begin)) {
        if (index-- == 0) return s.substr(begin, at - begin);
        begin = at + delimiter.size();
    }
    if (index == 0) return s.substr(begin);
    return std::nullopt;
}

/// NULL for a negative or too large index, and for any index into the empty string, which has no pieces.
struct SplitIndex {
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::string_view s = v[0].s.view();
        std::string_view delimiter = v[1].s.view();
        int64_t index = v[2].i;
        if (index < 0 || s.empty()) return putNull(out);
        std::optional<std::string_view> piece =
            delimiter.empty() ? pieceBetweenWhitespace(s, index) : pieceBetween(s, delimiter, index);
        if (!piece) return putNull(out);
        put(out, strRef(*piece));
    }
};

}  // namespace

void registerStringSplit(Registry& registry) {
    using K = ArgKind;
    registry.add(makeScalarFunction({"splitIndex",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::Integer}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<3>(call.type, args, SplitIndex{});
                                     }}),
                 {"split_index"});
}

}  // namespace tabula::exec::fn
