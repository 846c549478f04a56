// Packing cells into rows of bytes and back; the chunks that hold the rows.
#include "exec/packed_rows.hpp"

#include <algorithm>
#include <bit>

#include "exec/cell_copy.hpp"

namespace tabula::exec {
namespace {

/// The size a full chunk aims at: large enough that chunk lookups and allocations are rare, small enough that
/// the unused end of the last chunk does not matter.
constexpr size_t kChunkBytes = 1 << 20;
/// Rows the first chunk holds at first.
constexpr size_t kFirstChunkRows = 16;

}  // namespace

PackedRows::PackedRows(std::vector<DataType> types)
    : types_(std::move(types)), string_columns_(stringPositions(types_)) {
    uint32_t offset = 0;
    for (const DataType& type : types_) {
        const Packing packing = packingOf(type.id());
        columns_.push_back({offset, packing});
        offset += packedBytes(packing);
    }
    nulls_offset_ = offset;
    row_bytes_ = std::max<size_t>(1, offset + (types_.size() + 7) / 8);
    chunk_shift_ = static_cast<uint32_t>(std::bit_width(std::max<size_t>(1, kChunkBytes / row_bytes_)) - 1);
}

PackedRows::Packing PackedRows::packingOf(TypeId type) {
    switch (type) {
        case TypeId::Boolean: return Packing::Boolean;
        case TypeId::TinyInt: return Packing::Int8;
        case TypeId::SmallInt: return Packing::Int16;
        case TypeId::Int:
        case TypeId::Date:
        case TypeId::Time: return Packing::Int32;
        case TypeId::Float: return Packing::Float;
        case TypeId::String: return Packing::String;
        case TypeId::Decimal: return Packing::Decimal;
        case TypeId::BigInt:
        case TypeId::Double:
        case TypeId::Timestamp:
        case TypeId::Null: break;
    }
    return Packing::Raw64;
}

void PackedRows::packValue(const Cell& cell, size_t c, std::byte* value) const {
    switch (columns_[c].packing) {
        case Packing::Boolean: *value = static_cast<std::byte>(cell.b ? 1 : 0); break;
        case Packing::Int8: *value = static_cast<std::byte>(static_cast<int8_t>(cell.i)); break;
        case Packing::Int16: {
            const auto narrow = static_cast<int16_t>(cell.i);
            std::memcpy(value, &narrow, sizeof narrow);
            break;
        }
        case Packing::Int32: {
            const auto narrow = static_cast<int32_t>(cell.i);
            std::memcpy(value, &narrow, sizeof narrow);
            break;
        }
        case Packing::Float: std::memcpy(value, &cell.f, sizeof cell.f); break;
        case Packing::Raw64: std::memcpy(value, &cell.i, sizeof cell.i); break;
        case Packing::String:
            std::memcpy(value, &cell.s.data, sizeof cell.s.data);
            std::memcpy(value + sizeof cell.s.data, &cell.s.size, sizeof cell.s.size);
            break;
        case Packing::Decimal: std::memcpy(value, cell.dec_words, sizeof cell.dec_words); break;
    }
}

void PackedRows::append(RowView row) {
    reserveNext();
    std::byte* packed = at(row_count_);
    std::fill(packed + nulls_offset_, packed + row_bytes_, std::byte{0});
    for (size_t c = 0; c < columns_.size(); ++c) {
        if (row[c].null) {
            packed[nulls_offset_ + c / 8] |= static_cast<std::byte>(1U << (c % 8));
        } else {
            packValue(row[c], c, packed + columns_[c].offset);
        }
    }
    for (uint32_t c : string_columns_) {
        if (row[c].null) continue;
        const StrRef copy = strings_.copy(row[c].s.view());
        std::memcpy(packed + columns_[c].offset, &copy.data, sizeof copy.data);
    }
    ++row_count_;
}

void PackedRows::appendAll(const PackedRows& other) {
    std::vector<Cell> row(other.width());
    for (size_t i = 0; i < other.rowCount(); ++i) {
        other.unpack(i, row.data());
        append(row);
    }
}

void PackedRows::reserveNext() {
    const size_t full = chunkRows();
    if (row_count_ >= full) {
        if (row_count_ % full == 0) chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(full * row_bytes_));
        return;
    }
    if (row_count_ < first_chunk_rows_) return;
    // The first chunk doubles until it is full; only it is ever copied, and it is at most one chunk.
    const size_t rows = std::min(full, std::max(kFirstChunkRows, first_chunk_rows_ * 2));
    auto grown = std::make_unique_for_overwrite<std::byte[]>(rows * row_bytes_);
    if (row_count_ > 0) std::copy_n(chunks_[0].get(), row_count_ * row_bytes_, grown.get());
    if (chunks_.empty()) {
        chunks_.push_back(std::move(grown));
    } else {
        chunks_[0] = std::move(grown);
    }
    first_chunk_rows_ = rows;
}

void PackedRows::swapRows(size_t a, size_t b) {
    if (a == b) return;
    std::byte* first = at(a);
    std::byte* second = at(b);
    // Through a buffer, a piece at a time: whole-word copies rather than a byte at a time.
    std::byte buffer[64];
    for (size_t done = 0; done < row_bytes_; done += sizeof buffer) {
        const size_t piece = std::min(sizeof buffer, row_bytes_ - done);
        std::memcpy(buffer, first + done, piece);
        std::memcpy(first + done, second + done, piece);
        std::memcpy(second + done, buffer, piece);
    }
}

std::span<const std::byte> PackedRows::bytes(size_t begin, size_t end) const {
    const size_t chunk_end = (begin | (chunkRows() - 1)) + 1;
    return {row(begin), (std::min(end, chunk_end) - begin) * row_bytes_};
}

size_t PackedRows::memoryUsage() const {
    const size_t chunk_rows = chunks_.size() <= 1 ? first_chunk_rows_ : chunks_.size() * chunkRows();
    return chunk_rows * row_bytes_ + strings_.capacity();
}

}  // namespace tabula::exec
