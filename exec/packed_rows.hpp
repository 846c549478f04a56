// PackedRows: rows of fixed column types stored compactly, for a join's build side. A value takes its type's
// width (BOOLEAN 1 byte, TINYINT 1, SMALLINT 2, INT/DATE/TIME/FLOAT 4, BIGINT/TIMESTAMP/DOUBLE 8, STRING 12 for
// its pointer and length, DECIMAL 16) and the row's NULL flags take a bit per column, where a Cell takes 24 bytes
// per value. Rows lie in chunks of a fixed size that never move once full: appending never copies the rows
// already stored (only the first chunk grows, doubling up to the chunk size, so a small side stays small).
// Strings are copied into the store's arena.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <vector>

#include "exec/arena.hpp"
#include "exec/cell.hpp"

namespace tabula::exec {

class PackedRows {
public:
    explicit PackedRows(std::vector<DataType> types);
    PackedRows(const PackedRows&) = delete;
    PackedRows& operator=(const PackedRows&) = delete;

    const std::vector<DataType>& types() const { return types_; }
    size_t width() const { return columns_.size(); }
    size_t rowCount() const { return row_count_; }
    /// Bytes one packed row takes (at least 1, also for rows without columns).
    size_t rowBytes() const { return row_bytes_; }
    /// Rows per full chunk (a power of two).
    size_t chunkRows() const { return size_t{1} << chunk_shift_; }

    /// Copies the row (and its strings). REQUIRES: row.size() == width().
    void append(RowView row);
    /// Appends every row of `other`, a store of the same types (its strings copied).
    void appendAll(const PackedRows& other);
    /// Writes row i's cells to out[0, width()); their strings view the store. REQUIRES: i < rowCount().
    void unpack(size_t i, Cell* out) const {
        const std::byte* packed = row(i);
        for (size_t c = 0; c < columns_.size(); ++c) unpackValue(packed, c, out[c]);
    }
    /// Row i's packed bytes, for reading single values; valid until the store changes. REQUIRES: i < rowCount().
    const std::byte* row(size_t i) const { return at(i); }
    /// Writes the value of column c of a packed row to `out`; a string views the store.
    void unpackValue(const std::byte* packed, size_t c, Cell& out) const;

    /// Whether equal values of `type` always pack to equal bytes, so that comparing bytes compares values: true
    /// for integers, dates, times, timestamps, booleans and decimals; false for FLOAT and DOUBLE (-0.0 equals 0.0)
    /// and strings (the bytes point to the text).
    static bool comparesBytewise(const DataType& type) {
        return type.id() != TypeId::Float && type.id() != TypeId::Double && type.id() != TypeId::String;
    }
    /// Bytes a value of `type` takes.
    static size_t valueBytes(const DataType& type) { return packedBytes(packingOf(type.id())); }
    /// Packs the non-null `cell` as column c does, into value[0, valueBytes(c)).
    void packValue(const Cell& cell, size_t c, std::byte* value) const;
    /// Whether column c of a packed row holds the bytes at `value` (from packValue); its NULL flag is not read.
    bool valueEquals(const std::byte* packed, size_t c, const std::byte* value) const;
    /// Exchanges rows a and b.
    void swapRows(size_t a, size_t b);
    /// The packed bytes of rows [begin, end) that lie in the chunk of `begin` (all of them unless the range
    /// crosses into the next chunk): for prefetching. REQUIRES: begin < end <= rowCount().
    std::span<const std::byte> bytes(size_t begin, size_t end) const;
    /// Memory held (chunks and strings), for benchmarks and tests.
    size_t memoryUsage() const;

private:
    /// How one column's value is packed.
    enum class Packing : uint8_t { Boolean, Int8, Int16, Int32, Float, Raw64, String, Decimal };
    struct Column {
        uint32_t offset;  // of the value within the row
        Packing packing;
    };

    static Packing packingOf(TypeId type);
    static constexpr uint32_t packedBytes(Packing packing) {
        switch (packing) {
            case Packing::Boolean:
            case Packing::Int8: return 1;
            case Packing::Int16: return 2;
            case Packing::Int32:
            case Packing::Float: return 4;
            case Packing::Raw64: return 8;
            case Packing::String: return sizeof(const char*) + sizeof(uint32_t);
            case Packing::Decimal: return 16;
        }
        return 8;
    }
    std::byte* at(size_t i) const {
        return chunks_[i >> chunk_shift_].get() + (i & ((size_t{1} << chunk_shift_) - 1)) * row_bytes_;
    }
    template <class T>
    static T loadAs(const std::byte* value) {
        T loaded;
        std::memcpy(&loaded, value, sizeof loaded);
        return loaded;
    }
    /// Room for row row_count_: grows the first chunk or adds a chunk.
    void reserveNext();

    std::vector<DataType> types_;
    std::vector<Column> columns_;
    std::vector<uint32_t> string_columns_;  // positions of the STRING columns, whose text append() copies
    size_t nulls_offset_ = 0;               // of the NULL flags within a row: bit c of byte c / 8
    size_t row_bytes_ = 1;
    uint32_t chunk_shift_ = 0;  // a full chunk holds 2^chunk_shift_ rows
    std::vector<std::unique_ptr<std::byte[]>> chunks_;
    size_t first_chunk_rows_ = 0;  // capacity of chunks_[0] while it grows
    size_t row_count_ = 0;
    Arena strings_;
};

inline void PackedRows::unpackValue(const std::byte* packed, size_t c, Cell& out) const {
    const auto null_byte = static_cast<uint8_t>(packed[nulls_offset_ + c / 8]);
    if ((null_byte >> (c % 8)) & 1U) {
        out = Cell();
        return;
    }
    out.null = false;
    const std::byte* value = packed + columns_[c].offset;
    switch (columns_[c].packing) {
        case Packing::Boolean: out.b = static_cast<uint8_t>(*value) != 0; break;
        case Packing::Int8: out.i = static_cast<int8_t>(*value); break;
        case Packing::Int16: out.i = loadAs<int16_t>(value); break;
        case Packing::Int32: out.i = loadAs<int32_t>(value); break;
        case Packing::Float: out.f = loadAs<float>(value); break;
        case Packing::Raw64: std::memcpy(&out.i, value, sizeof out.i); break;
        case Packing::String:
            std::memcpy(&out.s.data, value, sizeof out.s.data);
            std::memcpy(&out.s.size, value + sizeof out.s.data, sizeof out.s.size);
            break;
        case Packing::Decimal: std::memcpy(out.dec_words, value, sizeof out.dec_words); break;
    }
}

inline bool PackedRows::valueEquals(const std::byte* packed, size_t c, const std::byte* value) const {
    const std::byte* stored = packed + columns_[c].offset;
    switch (columns_[c].packing) {
        case Packing::Boolean:
        case Packing::Int8: return *stored == *value;
        case Packing::Int16: return loadAs<uint16_t>(stored) == loadAs<uint16_t>(value);
        case Packing::Int32:
        case Packing::Float: return loadAs<uint32_t>(stored) == loadAs<uint32_t>(value);
        case Packing::Raw64: return loadAs<uint64_t>(stored) == loadAs<uint64_t>(value);
        case Packing::String: return std::memcmp(stored, value, packedBytes(Packing::String)) == 0;
        case Packing::Decimal:
            return loadAs<uint64_t>(stored) == loadAs<uint64_t>(value) &&
                   loadAs<uint64_t>(stored + 8) == loadAs<uint64_t>(value + 8);
    }
    return false;
}

}  // namespace tabula::exec
