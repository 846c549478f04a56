// One template per cell representation (integer, boolean, float, double, decimal, string), instantiated into
// the function pointers of CellOps.
#include "exec/operators/cell_ops.hpp"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "exec/float_order.hpp"
#include "exec/physical_type.hpp"

namespace tabula::exec {
namespace {

template <class T>
int threeWay(const T& a, const T& b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

/// Integers of every width, DATE, TIME and TIMESTAMP: the `i` member.
struct IntCells {
    static uint64_t hash(const Cell& c) { return static_cast<uint64_t>(c.i); }
    static bool equal(const Cell& a, const Cell& b) { return a.i == b.i; }
    static int compare(const Cell& a, const Cell& b) { return threeWay(a.i, b.i); }
};

/// false < true.
struct BoolCells {
    static uint64_t hash(const Cell& c) { return c.b ? 1 : 0; }
    static bool equal(const Cell& a, const Cell& b) { return a.b == b.b; }
    static int compare(const Cell& a, const Cell& b) { return threeWay(a.b, b.b); }
};

/// FLOAT (`f`) and DOUBLE (`d`) in the order of float_order.hpp; equal values (-0.0 and 0.0, every NaN) hash
/// alike.
template <class T, T Cell::*Member>
struct FloatCells {
    using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
    static bool isNan(T v) { return v != v; }
    static uint64_t hash(const Cell& c) {
        const T v = c.*Member;
        if (isNan(v)) return 0x7ff8000000000000ULL;
        if (v == 0) return 0;  // -0.0 and 0.0
        return std::bit_cast<Bits>(v);
    }
    static bool equal(const Cell& a, const Cell& b) { return equalFloating(a.*Member, b.*Member); }
    static int compare(const Cell& a, const Cell& b) { return compareFloating(a.*Member, b.*Member); }
};

/// DECIMAL: unscaled values of one column share the column's scale, so they compare directly.
struct DecimalCells {
    static uint64_t hash(const Cell& c) { return c.dec_words[0] ^ std::rotl(c.dec_words[1], 32); }
    static bool equal(const Cell& a, const Cell& b) { return a.decimal() == b.decimal(); }
    static int compare(const Cell& a, const Cell& b) { return threeWay(a.decimal(), b.decimal()); }
};

/// STRING by bytes.
struct StringCells {
    static uint64_t hash(const Cell& c) { return hashBytes(c.s.data, c.s.size); }
    static bool equal(const Cell& a, const Cell& b) {
        return a.s.size == b.s.size && (a.s.size == 0 || std::memcmp(a.s.data, b.s.data, a.s.size) == 0);
    }
    static int compare(const Cell& a, const Cell& b) {
        const uint32_t common = std::min(a.s.size, b.s.size);
        const int bytes = common == 0 ? 0 : std::memcmp(a.s.data, b.s.data, common);
        return bytes != 0 ? (bytes < 0 ? -1 : 1) : threeWay(a.s.size, b.s.size);
    }
};

template <class Cells>
constexpr CellOps opsOf() {
    return CellOps{&Cells::hash, &Cells::equal, &Cells::compare};
}

}  // namespace

CellOps cellOps(const DataType& type) {
    switch (physicalKind(type.id())) {
        case PhysicalKind::Boolean: return opsOf<BoolCells>();
        case PhysicalKind::None:  // every cell is NULL, so the operations are never called
        case PhysicalKind::Int64: return opsOf<IntCells>();
        case PhysicalKind::Float: return opsOf<FloatCells<float, &Cell::f>>();
        case PhysicalKind::Double: return opsOf<FloatCells<double, &Cell::d>>();
        case PhysicalKind::Decimal: return opsOf<DecimalCells>();
        case PhysicalKind::String: return opsOf<StringCells>();
    }
    return opsOf<IntCells>();
}

namespace {

template <class T>
uint64_t load(const char* data) {
    T value;
    std::memcpy(&value, data, sizeof value);
    return value;
}

/// The bytes of a text shorter than 8 bytes as one word, with loads of fixed size (no byte loop or variable
/// copy): two overlapping 4-byte loads, or the first, middle and last byte.
uint64_t shortWord(const char* data, size_t size) {
    if (size >= 4) return (load<uint32_t>(data + size - 4) << 32) | load<uint32_t>(data);
    if (size == 0) return 0;
    return (load<uint8_t>(data) << 16) | (load<uint8_t>(data + size / 2) << 8) | load<uint8_t>(data + size - 1);
}

}  // namespace

uint64_t hashBytes(const char* data, size_t size) {
    uint64_t running = kHashSeed ^ (size * 0xc2b2ae3d27d4eb4fULL);
    if (size < 8) return hashFinish(hashCombine(running, shortWord(data, size)));
    size_t i = 0;
    for (; i + 8 <= size; i += 8) running = hashCombine(running, load<uint64_t>(data + i));
    if (i < size) running = hashCombine(running, load<uint64_t>(data + size - 8));  // the last 8, overlapping
    return hashFinish(running);
}

}  // namespace tabula::exec
