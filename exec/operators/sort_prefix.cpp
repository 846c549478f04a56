// Order-preserving encodings: two's complement integers with the sign bit flipped; IEEE numbers with the sign bit
// flipped for positives and every bit flipped for negatives (after -0.0 becomes 0.0 and every NaN one NaN above
// infinity); strings as their first eight bytes, big-endian; decimals as their unscaled value clamped to 64 bits,
// sign flipped.
#include "exec/operators/sort_prefix.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "exec/physical_type.hpp"

namespace tabula::exec {
namespace {

constexpr uint64_t kSignBit = uint64_t{1} << 63;

uint64_t encodeInteger(const Cell& cell) { return static_cast<uint64_t>(cell.i) ^ kSignBit; }

uint64_t encodeBoolean(const Cell& cell) { return cell.b ? 1 : 0; }

template <class T, class Bits>
uint64_t encodeIeee(T value) {
    if (value != value) value = std::numeric_limits<T>::quiet_NaN();
    if (value == 0) value = 0;  // -0.0 sorts as 0.0
    Bits bits = std::bit_cast<Bits>(value);
    constexpr Bits kSign = Bits{1} << (sizeof(Bits) * 8 - 1);
    bits = (bits & kSign) != 0 ? ~bits : bits | kSign;
    return static_cast<uint64_t>(bits) << (64 - sizeof(Bits) * 8);
}
uint64_t encodeDouble(const Cell& cell) { return encodeIeee<double, uint64_t>(cell.d); }
uint64_t encodeFloat(const Cell& cell) { return encodeIeee<float, uint32_t>(cell.f); }

uint64_t encodeString(const Cell& cell) {
    unsigned char bytes[8] = {};
    std::memcpy(bytes, cell.s.data, std::min<size_t>(cell.s.size, sizeof bytes));
    uint64_t prefix = 0;
    for (unsigned char byte : bytes) prefix = (prefix << 8) | byte;
    return prefix;
}

/// Decimals of up to 18 digits, the common ones, are held whole; larger magnitudes share the two extreme prefixes.
uint64_t encodeDecimal(const Cell& cell) {
    constexpr auto kMin = static_cast<Int128>(std::numeric_limits<int64_t>::min());
    constexpr auto kMax = static_cast<Int128>(std::numeric_limits<int64_t>::max());
    const Int128 value = std::clamp(cell.decimal(), kMin, kMax);
    return static_cast<uint64_t>(static_cast<int64_t>(value)) ^ kSignBit;
}

}  // namespace

SortPrefix sortPrefixFor(const DataType& type) {
    switch (physicalKind(type.id())) {
        case PhysicalKind::Boolean: return {encodeBoolean, true};
        case PhysicalKind::Int64: return {encodeInteger, true};
        case PhysicalKind::Float: return {encodeFloat, true};
        case PhysicalKind::Double: return {encodeDouble, true};
        case PhysicalKind::Decimal: return {encodeDecimal, false};
        case PhysicalKind::String: return {encodeString, false};
        case PhysicalKind::None: break;
    }
    return {encodeInteger, false};  // a NULL-typed key: every value is NULL, no prefix is ever encoded
}

}  // namespace tabula::exec
