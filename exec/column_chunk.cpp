// Building a chunk from staged rows (a typed loop per column) and decoding a column's rows back into cells.
#include "exec/column_chunk.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

/// The stored C++ type of a fixed-width layout, and how a cell's value goes in and comes out.
template <class Stored, auto kEncode, auto kDecode>
struct FixedLayout {
    using Type = Stored;
    static Stored encode(const Cell& cell) { return kEncode(cell); }
    static void decode(Stored value, Cell& cell) { kDecode(value, cell); }
};

template <class T>
constexpr T fromInt(const Cell& cell) {
    return static_cast<T>(cell.i);
}
template <class T>
constexpr void toInt(T value, Cell& cell) {
    cell.i = value;
}

using BoolLayout = FixedLayout<uint8_t, [](const Cell& c) -> uint8_t { return c.b ? 1 : 0; },
                               [](uint8_t v, Cell& c) { c.b = v != 0; }>;
template <class T>
using IntLayout = FixedLayout<T, fromInt<T>, toInt<T>>;
using FloatLayout = FixedLayout<float, [](const Cell& c) { return c.f; }, [](float v, Cell& c) { c.f = v; }>;
using DoubleLayout = FixedLayout<double, [](const Cell& c) { return c.d; }, [](double v, Cell& c) { c.d = v; }>;
using Decimal64Layout = FixedLayout<int64_t, [](const Cell& c) { return static_cast<int64_t>(c.decimal()); },
                                    [](int64_t v, Cell& c) { c.setDecimal(v); }>;
using Decimal128Layout =
    FixedLayout<Int128, [](const Cell& c) { return c.decimal(); }, [](Int128 v, Cell& c) { c.setDecimal(v); }>;

/// Calls fn(Layout{}) for a fixed-width layout. REQUIRES: kind is neither None nor String.
template <class Fn>
void dispatchFixed(StorageKind kind, Fn&& fn) {
    switch (kind) {
        case StorageKind::Bool: return fn(BoolLayout{});
        case StorageKind::Int8: return fn(IntLayout<int8_t>{});
        case StorageKind::Int16: return fn(IntLayout<int16_t>{});
        case StorageKind::Int32: return fn(IntLayout<int32_t>{});
        case StorageKind::Int64: return fn(IntLayout<int64_t>{});
        case StorageKind::Float: return fn(FloatLayout{});
        case StorageKind::Double: return fn(DoubleLayout{});
        case StorageKind::Decimal64: return fn(Decimal64Layout{});
        case StorageKind::Decimal128: return fn(Decimal128Layout{});
        case StorageKind::None:
        case StorageKind::String: break;
    }
    throw InternalError("a column chunk has no fixed-width layout for this column");
}

/// Where one string of a chunk's column lies in the column's text buffer.
struct StringSlot {
    uint32_t offset;
    uint32_t size;
};

bool isNull(const std::vector<uint64_t>& nulls, size_t row) {
    return !nulls.empty() && ((nulls[row / 64] >> (row % 64)) & 1) != 0;
}

}  // namespace

StorageKind storageKind(const DataType& type) {
    switch (type.id()) {
        case TypeId::Null: return StorageKind::None;
        case TypeId::Boolean: return StorageKind::Bool;
        case TypeId::TinyInt: return StorageKind::Int8;
        case TypeId::SmallInt: return StorageKind::Int16;
        case TypeId::Int:
        case TypeId::Date:
        case TypeId::Time: return StorageKind::Int32;
        case TypeId::BigInt:
        case TypeId::Timestamp: return StorageKind::Int64;
        case TypeId::Float: return StorageKind::Float;
        case TypeId::Double: return StorageKind::Double;
        case TypeId::Decimal: return type.precision() <= 18 ? StorageKind::Decimal64 : StorageKind::Decimal128;
        case TypeId::String: return StorageKind::String;
    }
    return StorageKind::None;
}

std::shared_ptr<const ColumnChunk> ColumnChunk::build(const std::vector<DataType>& types, const RowStore& rows) {
    auto chunk = std::make_shared<ColumnChunk>();
    chunk->rows_ = rows.rowCount();
    chunk->columns_.reserve(types.size());
    for (size_t column = 0; column < types.size(); ++column)
        chunk->columns_.push_back(buildColumn(types[column], rows, column));
    return chunk;
}

ColumnChunk::Column ColumnChunk::buildColumn(const DataType& type, const RowStore& rows, size_t column) {
    Column out;
    out.kind = storageKind(type);
    const size_t count = rows.rowCount();
    if (out.kind == StorageKind::None) return out;
    for (size_t r = 0; r < count; ++r) {
        if (!rows.row(r)[column].null) continue;
        if (out.nulls.empty()) out.nulls.assign((count + 63) / 64, 0);
        out.nulls[r / 64] |= uint64_t{1} << (r % 64);
    }
    if (out.kind == StorageKind::String) {
        for (size_t r = 0; r < count; ++r) {
            const Cell& cell = rows.row(r)[column];
            if (!cell.null) out.text_bytes += cell.s.size;
        }
        out.values = std::make_unique<std::byte[]>(count * sizeof(StringSlot));
        out.text = std::make_unique<char[]>(out.text_bytes);
        uint32_t offset = 0;
        for (size_t r = 0; r < count; ++r) {
            const Cell& cell = rows.row(r)[column];
            const StringSlot slot{offset, cell.null ? 0 : cell.s.size};
            if (slot.size != 0) std::memcpy(out.text.get() + offset, cell.s.data, slot.size);
            offset += slot.size;
            std::memcpy(out.values.get() + r * sizeof(StringSlot), &slot, sizeof slot);
        }
        return out;
    }
    dispatchFixed(out.kind, [&]<class Layout>(Layout) {
        using T = typename Layout::Type;
        out.values = std::make_unique<std::byte[]>(count * sizeof(T));
        for (size_t r = 0; r < count; ++r) {
            const Cell& cell = rows.row(r)[column];
            const T value = cell.null ? T{} : Layout::encode(cell);
            std::memcpy(out.values.get() + r * sizeof(T), &value, sizeof value);
        }
    });
    return out;
}

size_t ColumnChunk::memoryUsage() const {
    size_t bytes = sizeof(ColumnChunk) + columns_.capacity() * sizeof(Column);
    for (const Column& column : columns_) {
        bytes += column.nulls.capacity() * sizeof(uint64_t) + column.text_bytes;
        if (column.kind == StorageKind::String) {
            bytes += rows_ * sizeof(StringSlot);
        } else if (column.kind != StorageKind::None) {
            dispatchFixed(column.kind, [&]<class Layout>(Layout) { bytes += rows_ * sizeof(typename Layout::Type); });
        }
    }
    return bytes;
}

template <class RowAt>
void ColumnChunk::decodeRows(size_t column, size_t count, RowAt row_at, Cell* out, size_t stride) const {
    const Column& data = columns_[column];
    if (data.kind == StorageKind::None) {
        for (size_t r = 0; r < count; ++r) out[r * stride].null = true;
        return;
    }
    for (size_t r = 0; r < count; ++r) out[r * stride].null = isNull(data.nulls, row_at(r));
    if (data.kind == StorageKind::String) {
        for (size_t r = 0; r < count; ++r) {
            StringSlot slot;
            std::memcpy(&slot, data.values.get() + row_at(r) * sizeof slot, sizeof slot);
            out[r * stride].s = StrRef{data.text.get() + slot.offset, slot.size};
        }
        return;
    }
    dispatchFixed(data.kind, [&]<class Layout>(Layout) {
        using T = typename Layout::Type;
        for (size_t r = 0; r < count; ++r) {
            T value;
            std::memcpy(&value, data.values.get() + row_at(r) * sizeof(T), sizeof value);
            Layout::decode(value, out[r * stride]);
        }
    });
}

void ColumnChunk::decode(size_t column, size_t begin, size_t count, Cell* out, size_t stride) const {
    decodeRows(
        column, count, [begin](size_t r) { return begin + r; }, out, stride);
}

void ColumnChunk::decodeSelected(size_t column, size_t begin, const uint32_t* selection, size_t count, Cell* out,
                                 size_t stride) const {
    decodeRows(
        column, count, [begin, selection](size_t r) { return begin + selection[r]; }, out, stride);
}

bool comparesAsInteger(StorageKind kind) {
    return kind == StorageKind::Int8 || kind == StorageKind::Int16 || kind == StorageKind::Int32 ||
           kind == StorageKind::Int64 || kind == StorageKind::Decimal64 || kind == StorageKind::Decimal128;
}

size_t ColumnChunk::selectInRange(size_t column, size_t begin, Int128 lower, Int128 upper, uint32_t* selection,
                                  size_t count) const {
    const Column& data = columns_[column];
    if (!comparesAsInteger(data.kind)) throw InternalError("a scan range over a column that stores no integers");
    size_t kept = 0;
    dispatchFixed(data.kind, [&]<class Layout>(Layout) {
        using T = typename Layout::Type;
        if constexpr (std::is_integral_v<T> || std::is_same_v<T, Int128>) {
            // Compared at the stored width: bounds beyond what T holds are clamped to it, which keeps the same
            // values (an empty range stays empty: its lower bound stays above its upper one).
            using Wide = std::conditional_t<std::is_same_v<T, Int128>, Int128, int64_t>;
            auto narrowed = [](Int128 bound) -> Wide {
                if constexpr (std::is_same_v<Wide, Int128>) {
                    return bound;
                } else {
                    return static_cast<Wide>(std::clamp<Int128>(bound, std::numeric_limits<int64_t>::min(),
                                                                std::numeric_limits<int64_t>::max()));
                }
            };
            const Wide low = narrowed(lower);
            const Wide high = narrowed(upper);
            const std::byte* values = data.values.get() + begin * sizeof(T);
            for (size_t i = 0; i < count; ++i) {
                const uint32_t r = selection[i];
                T value;
                std::memcpy(&value, values + r * sizeof(T), sizeof value);
                const auto v = static_cast<Wide>(value);
                selection[kept] = r;
                kept += (v >= low && v <= high) ? 1 : 0;
            }
        }
    });
    if (data.nulls.empty()) return kept;
    size_t non_null = 0;
    for (size_t i = 0; i < kept; ++i) {
        selection[non_null] = selection[i];
        non_null += isNull(data.nulls, begin + selection[i]) ? 0 : 1;
    }
    return non_null;
}

}  // namespace tabula::exec
