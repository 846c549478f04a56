// Encodings: TO_BASE64/FROM_BASE64 (RFC 4648 alphabet, padding optional when decoding), HEX of an integer or
// of a string's bytes (upper case, as Flink prints it) and BIN of an integer (two's complement for negatives,
// as Java's Long.toBinaryString).
#include <array>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

constexpr char kBase64Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr char kHexDigits[] = "0123456789ABCDEF";

struct ToBase64 {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view in = v[0].s.view();
        size_t size = (in.size() + 2) / 3 * 4;
        char* data = allocateString(ctx, size, text);
        size_t o = 0;
        for (size_t i = 0; i < in.size(); i += 3) {
            auto byte = [&](size_t k) {
                return k < in.size() ? static_cast<uint32_t>(static_cast<unsigned char>(in[k])) : 0u;
            };
            uint32_t group = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
            size_t present = std::min<size_t>(3, in.size() - i);
            for (size_t k = 0; k < 4; ++k) {
                data[o++] = k <= present ? kBase64Alphabet[(group >> (18 - 6 * k)) & 0x3F] : '=';
            }
        }
        put(out, StrRef{data, static_cast<uint32_t>(size)});
    }
};

constexpr std::array<int8_t, 256> base64Values() {
    std::array<int8_t, 256> values{};
    for (auto& v : values) v = -1;
    for (int i = 0; i < 64; ++i) values[static_cast<unsigned char>(kBase64Alphabet[i])] = static_cast<int8_t>(i);
    return values;
}

struct FromBase64 {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        static constexpr std::array<int8_t, 256> kValues = base64Values();
        std::string_view in = v[0].s.view();
        size_t end = in.size();
        if (end > 0 && in[end - 1] == '=') --end;
        if (end > 0 && in[end - 1] == '=' && in.size() % 4 == 0) --end;
        if (end % 4 == 1 || (end < in.size() && in.size() % 4 != 0)) invalid();
        char* data = allocateString(ctx, end / 4 * 3 + (end % 4 == 0 ? 0 : end % 4 - 1), text);
        size_t o = 0;
        uint32_t bits = 0;
        int pending = 0;
        for (size_t i = 0; i < end; ++i) {
            int8_t value = kValues[static_cast<unsigned char>(in[i])];
            if (value < 0) invalid();
            bits = (bits << 6) | static_cast<uint32_t>(value);
            pending += 6;
            if (pending >= 8) {
                pending -= 8;
                data[o++] = static_cast<char>((bits >> pending) & 0xFF);
            }
        }
        put(out, StrRef{data, static_cast<uint32_t>(o)});
    }

    [[noreturn]] void invalid() const { throwExecution("invalid base64 input in '" + text + "'"); }
};

/// Writes an integer's 64-bit two's complement in base 2^bits_per_digit, without leading zeros.
StrRef radixString(int64_t value, unsigned bits_per_digit, EvalContext& ctx, const std::string& text) {
    uint64_t bits = static_cast<uint64_t>(value);
    char buffer[64];
    size_t n = 0;
    do {
        buffer[n++] = kHexDigits[bits & ((1u << bits_per_digit) - 1)];
        bits >>= bits_per_digit;
    } while (bits != 0);
    char* data = allocateString(ctx, n, text);
    for (size_t i = 0; i < n; ++i) data[i] = buffer[n - 1 - i];
    return StrRef{data, static_cast<uint32_t>(n)};
}

struct IntegerRadix {
    unsigned bits_per_digit;
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        put(out, radixString(v[0].i, bits_per_digit, ctx, text));
    }
};

struct HexOfBytes {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view in = v[0].s.view();
        char* data = allocateString(ctx, in.size() * 2, text);
        for (size_t i = 0; i < in.size(); ++i) {
            auto byte = static_cast<unsigned char>(in[i]);
            data[2 * i] = kHexDigits[byte >> 4];
            data[2 * i + 1] = kHexDigits[byte & 0xF];
        }
        put(out, StrRef{data, static_cast<uint32_t>(in.size() * 2)});
    }
};

/// BIN takes an integer; HEX also a STRING. Integers convert to BIGINT.
Signature bindRadix(std::string_view name, std::span<const DataType> args, bool allow_string) {
    expectArity(name, args, 1, 1);
    if (allow_string && args[0].id() == TypeId::String) return {{Types::STRING()}, Types::STRING()};
    if (!args[0].isInteger() && !args[0].isNull()) {
        throwArgumentType(name, args, 0, allow_string ? "an integer type or STRING" : "an integer type");
    }
    return {{Types::BIGINT()}, Types::STRING()};
}

}  // namespace

void registerStringCodecs(Registry& registry) {
    registry.add(makeScalarFunction({"toBase64",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::String}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<1>(call.type, args, ToBase64{call.text});
                                     }}),
                 {"to_base64"});
    registry.add(makeScalarFunction({"fromBase64",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::String}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<1>(call.type, args, FromBase64{call.text});
                                     }}),
                 {"from_base64"});
    registry.add(makeScalarFunction(
        {"hex", [](std::string_view n, std::span<const DataType> a) { return bindRadix(n, a, true); },
         [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
             if (args[0]->type().id() == TypeId::String) return makeStrict<1>(call.type, args, HexOfBytes{call.text});
             return makeStrict<1>(call.type, args, IntegerRadix{4, call.text});
         }}));
    registry.add(makeScalarFunction(
        {"bin", [](std::string_view n, std::span<const DataType> a) { return bindRadix(n, a, false); },
         [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
             return makeStrict<1>(call.type, args, IntegerRadix{1, call.text});
         }}));
}

}  // namespace tabula::exec::fn
