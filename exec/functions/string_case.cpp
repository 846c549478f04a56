// UPPER, LOWER and INITCAP. Letters map one to one with encodings of equal length (see utf8.hpp), so a result
// has its input's byte length.
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

namespace {

enum class CaseMode { Upper, Lower, Capitalize };

bool isWordCodePoint(uint32_t cp) {
    bool ascii_alnum = (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
    return ascii_alnum || cp >= 0x80;
}

template <CaseMode Mode>
struct ChangeCase {
    std::string text;

    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view in = v[0].s.view();
        char* data = allocateString(ctx, in.size(), text);
        bool word_start = true;
        size_t i = 0;
        while (i < in.size()) {
            size_t length = codePointLength(in, i);
            uint32_t cp = decodeCodePoint(in, i);
            uint32_t mapped;
            if constexpr (Mode == CaseMode::Upper) {
                mapped = toUpperCodePoint(cp);
            } else if constexpr (Mode == CaseMode::Lower) {
                mapped = toLowerCodePoint(cp);
            } else {
                mapped = word_start ? toUpperCodePoint(cp) : toLowerCodePoint(cp);
                word_start = !isWordCodePoint(cp);
            }
            encodeCodePoint(mapped, data + i);
            i += length;
        }
        put(out, StrRef{data, static_cast<uint32_t>(in.size())});
    }
};

template <CaseMode Mode>
void addCaseFunction(Registry& registry, const char* name, std::initializer_list<std::string_view> aliases) {
    registry.add(makeScalarFunction({name,
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::String}, Types::STRING());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<1>(call.type, args, ChangeCase<Mode>{call.text});
                                     }}),
                 aliases);
}

}  // namespace

void registerStringCaseFunctions(Registry& registry) {
    addCaseFunction<CaseMode::Upper>(registry, "upper", {"upperCase"});
    addCaseFunction<CaseMode::Lower>(registry, "lower", {"lowerCase"});
    addCaseFunction<CaseMode::Capitalize>(registry, "initCap", {});
}

}  // namespace tabula::exec::fn
