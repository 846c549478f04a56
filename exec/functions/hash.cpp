// MD5, SHA1, SHA224, SHA256, SHA384, SHA512 and SHA2(s, bits): the digest of a string's UTF-8 bytes as
// lower-case hexadecimal, as Flink returns it.
#include "exec/functions/digest.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

void putHexDigest(DigestKind kind, std::string_view data, EvalContext& ctx, Cell& out, const std::string& text) {
    static constexpr char kHex[] = "0123456789abcdef";
    uint8_t digest[kMaxDigestBytes];
    size_t size = computeDigest(kind, data, digest);
    char* hex = allocateString(ctx, 2 * size, text);
    for (size_t i = 0; i < size; ++i) {
        hex[2 * i] = kHex[digest[i] >> 4];
        hex[2 * i + 1] = kHex[digest[i] & 0xF];
    }
    put(out, StrRef{hex, static_cast<uint32_t>(2 * size)});
}

struct Digest {
    DigestKind kind;
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        putHexDigest(kind, v[0].s.view(), ctx, out, text);
    }
};

/// SHA2(s, bits) with bits 224, 256, 384 or 512.
struct Sha2 {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        DigestKind kind;
        switch (v[1].i) {
            case 224: kind = DigestKind::Sha224; break;
            case 256: kind = DigestKind::Sha256; break;
            case 384: kind = DigestKind::Sha384; break;
            case 512: kind = DigestKind::Sha512; break;
            default:
                throwExecution("the hash length of sha2 must be 224, 256, 384 or 512 but was " +
                               std::to_string(v[1].i) + " in '" + text + "'");
        }
        putHexDigest(kind, v[0].s.view(), ctx, out, text);
    }
};

void addDigest(Registry& registry, const char* name, DigestKind kind) {
    registry.add(makeScalarFunction({name,
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::String}, Types::STRING());
                                     },
                                     [kind](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<1>(call.type, args, Digest{kind, call.text});
                                     }}));
}

}  // namespace

void registerHashFunctions(Registry& registry) {
    addDigest(registry, "md5", DigestKind::Md5);
    addDigest(registry, "sha1", DigestKind::Sha1);
    addDigest(registry, "sha224", DigestKind::Sha224);
    addDigest(registry, "sha256", DigestKind::Sha256);
    addDigest(registry, "sha384", DigestKind::Sha384);
    addDigest(registry, "sha512", DigestKind::Sha512);
    registry.add(makeScalarFunction({"sha2",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::String, ArgKind::Integer}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, Sha2{call.text});
                                     }}));
}

}  // namespace tabula::exec::fn
