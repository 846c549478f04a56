// RAND([seed]), RAND_INTEGER([seed,] bound) and UUID(). With a seed, RAND and RAND_INTEGER produce the
// sequence Flink produces: java.util.Random's documented linear congruential generator, seeded once per
// compiled expression. The generator state changes on every call, so a compiled expression holding one must
// be evaluated by one thread at a time (as every operator pipeline is).
#include <random>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

/// java.util.Random: 48-bit LCG with multiplier 0x5DEECE66D and increment 0xB.
class JavaRandom {
public:
    explicit JavaRandom(int64_t seed) : seed_((static_cast<uint64_t>(seed) ^ kMultiplier) & kMask) {}

    double nextDouble() { return static_cast<double>((static_cast<int64_t>(next(26)) << 27) + next(27)) * 0x1.0p-53; }

    /// REQUIRES: bound > 0.
    int32_t nextInt(int32_t bound) {
        int32_t r = next(31);
        int32_t m = bound - 1;
        if ((bound & m) == 0) return static_cast<int32_t>((static_cast<int64_t>(bound) * r) >> 31);
        // Rejects the top values that would bias the remainder; Java detects them by int overflow.
        for (int32_t u = r; static_cast<int32_t>(static_cast<uint32_t>(u) - static_cast<uint32_t>(r = u % bound) +
                                                 static_cast<uint32_t>(m)) < 0;
             u = next(31)) {
        }
        return r;
    }

private:
    static constexpr uint64_t kMultiplier = 0x5DEECE66Dull;
    static constexpr uint64_t kMask = (1ull << 48) - 1;

    int32_t next(int bits) {
        seed_ = (seed_ * kMultiplier + 0xB) & kMask;
        return static_cast<int32_t>(seed_ >> (48 - bits));
    }

    uint64_t seed_;
};

int64_t randomSeed() {
    std::random_device device;
    return (static_cast<int64_t>(device()) << 32) ^ device();
}

/// The seed of RAND(seed)/RAND_INTEGER(seed, n), which must not depend on the row; a random one without.
int64_t seedOf(const CallInfo& call, bool has_seed) {
    if (!has_seed) return randomSeed();
    std::optional<Value> seed = constantArgument(call, 0);
    if (!seed) {
        throw ValidationError("function '" + std::string(call.name) + "' expects a constant seed in '" + call.text +
                              "'");
    }
    return seed->isNull() ? 0 : seed->asInt64();
}

class RandNode final : public CompiledExpr {
public:
    explicit RandNode(int64_t seed) : CompiledExpr(Types::DOUBLE()), random_(seed) {}
    void eval(RowView, EvalContext&, Cell& out) const override { put(out, random_.nextDouble()); }

private:
    mutable JavaRandom random_;
};

class RandIntegerNode final : public CompiledExpr {
public:
    RandIntegerNode(int64_t seed, CompiledExprPtr bound, std::string text)
        : CompiledExpr(Types::INT()), random_(seed), bound_(std::move(bound)), text_(std::move(text)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell bound;
        bound_->eval(row, ctx, bound);
        if (bound.null) return putNull(out);
        if (bound.i <= 0) {
            throwExecution("the bound of randInteger must be positive but was " + std::to_string(bound.i) + " in '" +
                           text_ + "'");
        }
        put(out, random_.nextInt(static_cast<int32_t>(bound.i)));
    }

private:
    mutable JavaRandom random_;
    CompiledExprPtr bound_;
    std::string text_;
};

/// A version 4 (random) UUID in its 36-character lower-case form.
class UuidNode final : public CompiledExpr {
public:
    explicit UuidNode(std::string text) : CompiledExpr(Types::STRING()), text_(std::move(text)) {}

    void eval(RowView, EvalContext& ctx, Cell& out) const override {
        static constexpr char kHex[] = "0123456789abcdef";
        thread_local std::mt19937_64 generator(static_cast<uint64_t>(randomSeed()));
        uint64_t halves[2] = {generator(), generator()};
        halves[0] = (halves[0] & ~0xF000ull) | 0x4000ull;                         // version 4
        halves[1] = (halves[1] & 0x3FFFFFFFFFFFFFFFull) | 0x8000000000000000ull;  // variant 10
        char* data = allocateString(ctx, 36, text_);
        size_t o = 0;
        for (int nibble = 0; nibble < 32; ++nibble) {
            if (nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20) data[o++] = '-';
            uint64_t half = halves[nibble / 16];
            data[o++] = kHex[(half >> (60 - 4 * (nibble % 16))) & 0xF];
        }
        put(out, StrRef{data, 36});
    }

private:
    std::string text_;
};

}  // namespace

void registerRandomFunctions(Registry& registry) {
    registry.add(makeScalarFunction({"rand",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::Integer}, 0, Types::DOUBLE());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                                         return std::make_unique<RandNode>(seedOf(call, !args.empty()));
                                     },
                                     false}));
    registry.add(makeScalarFunction({"randInteger",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::Integer, ArgKind::Integer}, 1, Types::INT());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                                         bool seeded = args.size() == 2;
                                         return std::make_unique<RandIntegerNode>(seedOf(call, seeded),
                                                                                  std::move(args.back()), call.text);
                                     },
                                     false}),
                 {"rand_integer"});
    registry.add(makeScalarFunction(
        {"uuid", [](std::string_view n, std::span<const DataType> a) { return bindKinds(n, a, {}, Types::STRING()); },
         [](const CallInfo& call, std::vector<CompiledExprPtr>) -> CompiledExprPtr {
             return std::make_unique<UuidNode>(call.text);
         },
         false}));
}

}  // namespace tabula::exec::fn
