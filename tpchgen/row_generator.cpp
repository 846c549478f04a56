// Scale factors, the choice of a table's generator, and the text helpers the generators share.
#include "row_generator.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "key_rules.hpp"
#include "table_generators.hpp"
#include "tabula/error.hpp"

namespace tabula::tpchgen {

Scale Scale::of(double factor) {
    const auto scaled = [factor](double rows) { return static_cast<int64_t>(std::floor(factor * rows)); };
    return {.factor = factor,
            .parts = scaled(200'000),
            .suppliers = scaled(10'000),
            .customers = scaled(150'000),
            .orders = scaled(1'500'000),
            .clerks = std::max<int64_t>(1, scaled(1'000))};
}

void checkScaleFactor(double factor) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", factor);
    if (!(factor >= kMinScaleFactor && factor <= kMaxScaleFactor))
        throw ValidationError(std::string("the scale factor must be between 0.01 and 300, not ") + text);
    const Scale scale = Scale::of(factor);
    if (!partSuppliersDiffer(scale.parts, scale.suppliers)) {
        throw ValidationError(std::string("at scale factor ") + text +
                              " the specification's partsupp formula gives a part the same supplier twice; take "
                              "0.01 or a scale factor from 0.023");
    }
}

std::unique_ptr<RowGenerator> makeRowGenerator(TpchTable table, const Scale& scale) {
    switch (table) {
        case TpchTable::Region: return makeRegionRows();
        case TpchTable::Nation: return makeNationRows();
        case TpchTable::Part: return makePartRows(scale);
        case TpchTable::Supplier: return makeSupplierRows(scale);
        case TpchTable::PartSupp: return makePartSuppRows(scale);
        case TpchTable::Customer: return makeCustomerRows(scale);
        case TpchTable::Orders: return makeOrderRows(scale);
        case TpchTable::LineItem: return makeLineItemRows(scale);
    }
    return nullptr;
}

RandomStream columnStream(TpchTable table, int column) {
    const auto id = static_cast<uint64_t>(static_cast<int>(table) * 64 + column + 1);
    return RandomStream(0x54504348ULL * 0x100000001B3ULL ^ id * 0xD1B54A32D192ED03ULL);
}

std::string_view keyedName(char* out, std::string_view prefix, int64_t value, int digits) {
    std::memcpy(out, prefix.data(), prefix.size());
    char* end = out + prefix.size() + digits;
    for (char* p = end; p > out + prefix.size(); value /= 10) *--p = static_cast<char>('0' + value % 10);
    return {out, static_cast<size_t>(end - out)};
}

std::string_view phoneNumber(char* out, int64_t nationkey, RandomStream& random) {
    keyedName(out, "", nationkey + 10, 2);
    keyedName(out + 2, "-", random.uniform(100, 999), 3);
    keyedName(out + 6, "-", random.uniform(100, 999), 3);
    keyedName(out + 10, "-", random.uniform(1000, 9999), 4);
    return {out, 15};
}

std::string_view randomAddress(char* out, RandomStream& random) {
    static constexpr char kAlphabet[] = "0123456789abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ,";
    const auto length = static_cast<size_t>(random.uniform(10, 40));
    for (size_t i = 0; i < length; ++i) out[i] = kAlphabet[random.uniform(0, sizeof kAlphabet - 2)];
    return {out, length};
}

}  // namespace tabula::tpchgen
