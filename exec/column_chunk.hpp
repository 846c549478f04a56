// ColumnChunk: an immutable block of up to kChunkRows rows of an in-memory table, stored column by column: per
// column a value array of the type's physical width, a NULL bitmap, and for strings a chunk-owned text buffer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "exec/cell.hpp"
#include "exec/row_store.hpp"

namespace tabula::exec {

/// Rows per chunk of an in-memory table (a chunk may hold fewer: the last one, or one sealed early because its
/// strings reached kChunkStringBytes).
inline constexpr size_t kChunkRows = 4096;
/// Text bytes one string column of a chunk holds at most, so that its (offset, length) pairs fit 32 bits.
inline constexpr size_t kChunkStringBytes = size_t{1} << 30;

/// How a column's values are laid out in a chunk: the narrowest array the type's values fit.
enum class StorageKind : uint8_t {
    None,        ///< type NULL: no array, every value NULL
    Bool,        ///< 1 byte
    Int8,        ///< TINYINT
    Int16,       ///< SMALLINT
    Int32,       ///< INT, DATE (days), TIME (ms)
    Int64,       ///< BIGINT, TIMESTAMP (ms)
    Float,       ///< 4 bytes
    Double,      ///< 8 bytes
    Decimal64,   ///< DECIMAL of up to 18 digits, unscaled
    Decimal128,  ///< DECIMAL of 19 to 38 digits, unscaled
    String,      ///< (offset, length) pairs of 32 bits into the column's text buffer
};

/// The layout of a column of type `type`.
StorageKind storageKind(const DataType& type);
/// Whether a column of layout `kind` stores integers that ColumnChunk::selectInRange compares: the integer
/// types, DATE, TIME, TIMESTAMP and DECIMAL (unscaled).
bool comparesAsInteger(StorageKind kind);

/// A condition an in-memory scan tests on the stored values of one column before it decodes a row: the value is
/// not NULL and lies in [lower, upper], in the column's stored units (ColumnChunk::selectInRange).
struct ScanRange {
    uint32_t column;  // of the table
    Int128 lower;
    Int128 upper;
};

/// Rows of an in-memory table, column by column. Immutable once built, so that table versions share it.
class ColumnChunk {
public:
    /// Builds a chunk of `rows`' rows, copying their values and text. REQUIRES: rows.types() == types, and
    /// each string column's text totals at most kChunkStringBytes.
    static std::shared_ptr<const ColumnChunk> build(const std::vector<DataType>& types, const RowStore& rows);

    size_t rowCount() const { return rows_; }
    /// Bytes held by the value arrays, NULL bitmaps and text buffers.
    size_t memoryUsage() const;
    /// Writes rows [begin, begin + count) of column `column` into out[0], out[stride], out[2 * stride], ...: one
    /// dispatch on the layout per call, then a typed loop. Strings view the chunk's buffer, valid while the chunk
    /// lives. REQUIRES: begin + count <= rowCount(), column < the chunk's width.
    void decode(size_t column, size_t begin, size_t count, Cell* out, size_t stride) const;
    /// decode() of the rows begin + selection[i], i < count, into out[i * stride].
    void decodeSelected(size_t column, size_t begin, const uint32_t* selection, size_t count, Cell* out,
                        size_t stride) const;
    /// Narrows `selection` (`count` row numbers counted from `begin`, ascending) to the rows whose value in
    /// `column` is not NULL and lies in [lower, upper], as stored (days, unscaled decimals, ...); returns how many
    /// are left, at the front of `selection`. One dispatch on the layout, then a loop over the stored values.
    /// REQUIRES: comparesAsInteger(the column's layout).
    size_t selectInRange(size_t column, size_t begin, Int128 lower, Int128 upper, uint32_t* selection,
                         size_t count) const;

private:
    struct Column {
        StorageKind kind = StorageKind::None;
        std::unique_ptr<std::byte[]> values;  // rows_ values of the layout's width; null for None
        std::vector<uint64_t> nulls;          // bit i set: row i is NULL; empty when no row is
        std::unique_ptr<char[]> text;         // the strings' bytes, back to back (String only)
        size_t text_bytes = 0;
    };

    static Column buildColumn(const DataType& type, const RowStore& rows, size_t column);
    /// decode()'s loop: out[i * stride] gets row row_at(i), for i < count.
    template <class RowAt>
    void decodeRows(size_t column, size_t count, RowAt row_at, Cell* out, size_t stride) const;

    size_t rows_ = 0;
    std::vector<Column> columns_;
};

}  // namespace tabula::exec
