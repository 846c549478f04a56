// Character-position string functions: CHAR_LENGTH, SUBSTRING, TRIM/LTRIM/RTRIM, POSITION and OVERLAY.
// Positions are 1-based and count code points. SUBSTRING and the trims return views of their input.
#include <algorithm>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

struct CharLength {
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, static_cast<int64_t>(codePointCount(v[0].s.view())));
    }
};

/// The bytes of code points [first, last) (0-based, clamped to the string).
std::string_view codePointRange(std::string_view s, int64_t first, int64_t last) {
    size_t begin = byteOffsetOf(s, static_cast<size_t>(std::max<int64_t>(first, 0)));
    size_t end = byteOffsetOf(s, static_cast<size_t>(std::max<int64_t>(last, 0)));
    return s.substr(begin, std::max(begin, end) - begin);
}

/// SUBSTRING(s, start [, length]) as Flink's: start 0 counts as 1, a negative start counts from the end, and a
/// start before the first or after the last character gives '' (SUBSTRING('abc', 0, 2) is 'ab',
/// SUBSTRING('abc', -4, 2) is ''). A negative length is an error (Flink gives NULL).
template <bool HasLength>
struct Substring {
    std::string text;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::string_view s = v[0].s.view();
        const int64_t chars = static_cast<int64_t>(codePointCount(s));
        const int64_t start = v[1].i;
        const int64_t length = HasLength ? v[2].i : chars;
        if (length < 0) {
            throwExecution("negative substring length " + std::to_string(length) + " in '" + text + "'");
        }
        const int64_t first = start > 0 ? start - 1 : start < 0 ? chars + start : 0;  // 0-based
        if (first < 0 || first >= chars) return put(out, StrRef{s.data(), 0});
        put(out, strRef(codePointRange(s, first, length >= chars - first ? chars : first + length)));
    }
};

CompiledExprPtr compileSubstring(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 3) return makeStrict<3>(call.type, args, Substring<true>{call.text});
    return makeStrict<2>(call.type, args, Substring<false>{call.text});
}

bool containsCodePoint(std::string_view set, std::string_view s, size_t i, size_t length) {
    std::string_view cp = s.substr(i, length);
    return length == 1 ? set.find(cp[0]) != std::string_view::npos : set.find(cp) != std::string_view::npos;
}

/// Strips code points that occur in `set` from the chosen ends.
std::string_view trimSet(std::string_view s, std::string_view set, bool leading, bool trailing) {
    size_t begin = 0;
    size_t end = s.size();
    if (leading) {
        while (begin < end) {
            size_t length = codePointLength(s, begin);
            if (!containsCodePoint(set, s, begin, length)) break;
            begin += length;
        }
    }
    if (trailing) {
        while (end > begin) {
            size_t start = end - 1;
            while (start > begin && isContinuationByte(s[start])) --start;
            if (!containsCodePoint(set, s, start, end - start)) break;
            end = start;
        }
    }
    return s.substr(begin, end - begin);
}

/// TRIM(mode, characters, s): characters is a set, as in Calcite (TRIM(BOTH 'xy' FROM 'yxaxy') is 'a').
struct Trim {
    bool leading;
    bool trailing;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, strRef(trimSet(v[2].s.view(), v[1].s.view(), leading, trailing)));
    }
};

/// LTRIM(s) / RTRIM(s): spaces only.
struct TrimSpaces {
    bool leading;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, strRef(trimSet(v[0].s.view(), " ", leading, !leading)));
    }
};

CompiledExprPtr compileTrim(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    std::string mode = symbolArgument(call, 0);
    if (mode != "BOTH" && mode != "LEADING" && mode != "TRAILING") {
        throw ValidationError("function 'trim' expects BOTH, LEADING or TRAILING but got '" + mode + "' in '" +
                              call.text + "'");
    }
    return makeStrict<3>(call.type, args, Trim{mode != "TRAILING", mode != "LEADING"});
}

/// POSITION(needle IN haystack): 1-based code point index of the first occurrence, 0 when absent.
struct Position {
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::string_view haystack = v[1].s.view();
        size_t at = haystack.find(v[0].s.view());
        put(out, at == std::string_view::npos ? int64_t{0}
                                              : static_cast<int64_t>(codePointCount(haystack.substr(0, at)) + 1));
    }
};

/// OVERLAY(s PLACING r FROM start [FOR length]): s with `length` code points from `start` replaced by r;
/// length defaults to r's length. Positions outside s are clamped to it.
template <bool HasLength>
struct Overlay {
    std::string text;

    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view s = v[0].s.view();
        std::string_view replacement = v[1].s.view();
        int64_t start = v[2].i;
        int64_t length = HasLength ? v[3].i : static_cast<int64_t>(codePointCount(replacement));
        size_t chars = codePointCount(s);
        auto clamp = [&](int64_t position) { return static_cast<size_t>(std::clamp<int64_t>(position, 0, chars)); };
        std::string_view head = s.substr(0, byteOffsetOf(s, clamp(start - 1)));
        std::string_view tail = s.substr(byteOffsetOf(s, clamp(std::max(start - 1, start - 1 + length))));
        char* data = allocateString(ctx, head.size() + replacement.size() + tail.size(), text);
        std::copy(head.begin(), head.end(), data);
        std::copy(replacement.begin(), replacement.end(), data + head.size());
        std::copy(tail.begin(), tail.end(), data + head.size() + replacement.size());
        put(out, StrRef{data, static_cast<uint32_t>(head.size() + replacement.size() + tail.size())});
    }
};

CompiledExprPtr compileOverlay(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 4) return makeStrict<4>(call.type, args, Overlay<true>{call.text});
    return makeStrict<3>(call.type, args, Overlay<false>{call.text});
}

template <class Fn>
CompileCallback strict1(Fn fn) {
    return [fn](const CallInfo& call, std::vector<CompiledExprPtr> args) { return makeStrict<1>(call.type, args, fn); };
}

}  // namespace

void registerStringFunctions(Registry& registry) {
    using K = ArgKind;
    registry.add(makeScalarFunction({"charLength",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String}, Types::INT());
                                     },
                                     strict1(CharLength{})}),
                 {"char_length", "character_length"});
    registry.add(
        makeScalarFunction({"substring",
                            [](std::string_view n, std::span<const DataType> a) {
                                return bindKinds(n, a, {K::String, K::Integer, K::Integer}, 2, Types::STRING());
                            },
                            compileSubstring}),
        {"substr"});
    registry.add(makeScalarFunction({"trim",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::String}, Types::STRING());
                                     },
                                     compileTrim}));
    for (bool leading : {true, false}) {
        registry.add(makeScalarFunction({leading ? "ltrim" : "rtrim",
                                         [](std::string_view n, std::span<const DataType> a) {
                                             return bindKinds(n, a, {K::String}, Types::STRING());
                                         },
                                         strict1(TrimSpaces{leading})}));
    }
    registry.add(makeScalarFunction({"position",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String}, Types::INT());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, Position{});
                                     }}));
    registry.add(makeScalarFunction(
        {"overlay",
         [](std::string_view n, std::span<const DataType> a) {
             return bindKinds(n, a, {K::String, K::String, K::Integer, K::Integer}, 3, Types::STRING());
         },
         compileOverlay}));
}

}  // namespace tabula::exec::fn
