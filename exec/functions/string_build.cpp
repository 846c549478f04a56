// String functions that build a new string in scratch memory: CONCAT (and `+` on strings), CONCAT_WS, LPAD,
// RPAD, REPEAT and REPLACE.
#include <algorithm>
#include <cstring>
#include <limits>

#include "exec/functions/cross_family.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

namespace {

/// Appends pieces to a buffer of known size.
class StringWriter {
public:
    explicit StringWriter(char* data) : data_(data) {}
    void append(std::string_view piece) {
        if (!piece.empty()) std::memcpy(data_ + size_, piece.data(), piece.size());
        size_ += piece.size();
    }
    StrRef result() const { return StrRef{data_, static_cast<uint32_t>(size_)}; }

private:
    char* data_;
    size_t size_ = 0;
};

struct Concat {
    std::string text;
    void operator()(std::span<const Cell> v, EvalContext& ctx, Cell& out) const {
        size_t size = 0;
        for (const Cell& piece : v) size += piece.s.size;
        StringWriter writer(allocateString(ctx, size, text));
        for (const Cell& piece : v) writer.append(piece.s.view());
        put(out, writer.result());
    }
};

/// CONCAT_WS(separator, s1, s2, ...): NULL when the separator is; NULL strings are skipped.
class ConcatWsNode final : public CompiledExpr {
public:
    ConcatWsNode(std::vector<CompiledExprPtr> args, std::string text)
        : CompiledExpr(Types::STRING()), args_(std::move(args)), text_(std::move(text)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell separator;
        args_[0]->eval(row, ctx, separator);
        if (separator.null) return putNull(out);
        boost::container::small_vector<std::string_view, 8> pieces;
        size_t size = 0;
        Cell piece;
        for (size_t i = 1; i < args_.size(); ++i) {
            args_[i]->eval(row, ctx, piece);
            if (piece.null) continue;
            pieces.push_back(piece.s.view());
            size += piece.s.size;
        }
        size += separator.s.size * (pieces.empty() ? 0 : pieces.size() - 1);
        StringWriter writer(allocateString(ctx, size, text_));
        for (size_t i = 0; i < pieces.size(); ++i) {
            if (i > 0) writer.append(separator.s.view());
            writer.append(pieces[i]);
        }
        put(out, writer.result());
    }

private:
    std::vector<CompiledExprPtr> args_;
    std::string text_;
};

/// Every argument converts to STRING, as `+` does with a STRING operand.
Signature bindConcat(std::string_view name, std::span<const DataType> args, size_t min) {
    expectArity(name, args, min, std::numeric_limits<size_t>::max());
    return {std::vector<DataType>(args.size(), Types::STRING()), Types::STRING()};
}

/// LPAD/RPAD as Flink defines them: the result has exactly `length` code points, s truncated or padded by
/// repeating `pad`; NULL when length is negative or pad is empty.
template <bool Left>
struct Pad {
    std::string text;

    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view s = v[0].s.view();
        int64_t length = v[1].i;
        std::string_view pad = v[2].s.view();
        if (length < 0 || pad.empty()) return putNull(out);
        size_t wanted = static_cast<size_t>(length);
        size_t chars = codePointCount(s);
        if (chars >= wanted) return put(out, strRef(s.substr(0, byteOffsetOf(s, wanted))));
        size_t fill = wanted - chars;
        size_t pad_chars = codePointCount(pad);
        size_t whole = fill / pad_chars;
        std::string_view rest = pad.substr(0, byteOffsetOf(pad, fill % pad_chars));
        StringWriter writer(allocateString(ctx, s.size() + whole * pad.size() + rest.size(), text));
        if (!Left) writer.append(s);
        for (size_t i = 0; i < whole; ++i) writer.append(pad);
        writer.append(rest);
        if (Left) writer.append(s);
        put(out, writer.result());
    }
};

/// REPEAT(s, n): n copies of s; empty for n <= 0.
struct Repeat {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view s = v[0].s.view();
        size_t times = static_cast<size_t>(std::max<int64_t>(v[1].i, 0));
        if (s.empty() || times == 0) return put(out, StrRef{s.data(), 0});
        StringWriter writer(allocateString(ctx, s.size() * times, text));  // at most 2^31 * 2^31: no overflow
        for (size_t i = 0; i < times; ++i) writer.append(s);
        put(out, writer.result());
    }
};

/// REPLACE(s, '', replacement), as Java's String.replace and so Flink: the replacement before every character
/// and after the last (REPLACE('abc', '', '-') is '-a-b-c-').
void replaceEmpty(std::string_view s, std::string_view replacement, EvalContext& ctx, const std::string& text,
                  Cell& out) {
    StringWriter writer(allocateString(ctx, s.size() + (codePointCount(s) + 1) * replacement.size(), text));
    writer.append(replacement);
    for (size_t i = 0; i < s.size();) {
        size_t length = codePointLength(s, i);
        writer.append(s.substr(i, length));
        writer.append(replacement);
        i += length;
    }
    put(out, writer.result());
}

/// REPLACE(s, search, replacement): every non-overlapping occurrence, left to right (an empty search string:
/// replaceEmpty).
struct Replace {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view s = v[0].s.view();
        std::string_view search = v[1].s.view();
        std::string_view replacement = v[2].s.view();
        if (search.empty()) return replaceEmpty(s, replacement, ctx, text, out);
        size_t count = 0;
        for (size_t at = s.find(search); at != std::string_view::npos; at = s.find(search, at + search.size())) ++count;
        if (count == 0) return put(out, v[0].s);
        StringWriter writer(allocateString(ctx, s.size() - count * search.size() + count * replacement.size(), text));
        size_t from = 0;
        for (size_t at = s.find(search); at != std::string_view::npos; at = s.find(search, from)) {
            writer.append(s.substr(from, at - from));
            writer.append(replacement);
            from = at + search.size();
        }
        writer.append(s.substr(from));
        put(out, writer.result());
    }
};

}  // namespace

CompiledExprPtr compileConcat(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    return makeStrictVariadic(call.type, std::move(args), Concat{call.text});
}

void registerStringBuilders(Registry& registry) {
    using K = ArgKind;
    registry.add(makeScalarFunction(
        {"concat", [](std::string_view n, std::span<const DataType> a) { return bindConcat(n, a, 1); },
         compileConcat}));
    registry.add(makeScalarFunction(
                     {"concatWs", [](std::string_view n, std::span<const DataType> a) { return bindConcat(n, a, 2); },
                      [](const CallInfo& call, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                          return std::make_unique<ConcatWsNode>(std::move(args), call.text);
                      }}),
                 {"concat_ws"});
    for (bool left : {true, false}) {
        registry.add(
            makeScalarFunction({left ? "lpad" : "rpad",
                                [](std::string_view n, std::span<const DataType> a) {
                                    return bindKinds(n, a, {K::String, K::Integer, K::String}, Types::STRING());
                                },
                                [left](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                    return left ? makeStrict<3>(call.type, args, Pad<true>{call.text})
                                                : makeStrict<3>(call.type, args, Pad<false>{call.text});
                                }}));
    }
    registry.add(makeScalarFunction({"repeat",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::Integer}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, Repeat{call.text});
                                     }}));
    registry.add(makeScalarFunction({"replace",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {K::String, K::String, K::String}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<3>(call.type, args, Replace{call.text});
                                     }}));
}

}  // namespace tabula::exec::fn
