// The executor's row format: a row is a flat array of fixed-size cells; strings are views into memory owned by
// whoever produced the row (a CSV buffer, an arena, a RowStore).
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "tabula/decimal.hpp"
#include "tabula/type.hpp"
#include "tabula/value.hpp"

namespace tabula::exec {

/// A string view with a 32-bit length, so a Cell stays 24 bytes.
struct StrRef {
    const char* data;
    uint32_t size;
    std::string_view view() const { return {data, size}; }
};

/// One value slot. Which member holds the value is fixed by the column's type, known at plan time:
///   BOOLEAN -> b; TINYINT..BIGINT, DATE (days), TIME (ms), TIMESTAMP (ms) -> i; FLOAT -> f; DOUBLE -> d;
///   STRING -> s; DECIMAL -> decimal()/setDecimal() (unscaled, scale from the type).
struct Cell {
    union {
        bool b;
        int64_t i;
        float f;
        double d;
        StrRef s;
        uint64_t dec_words[2];
    };
    bool null;

    Cell() : dec_words{0, 0}, null(true) {}

    Int128 decimal() const {
        Int128 v;
        std::memcpy(&v, dec_words, sizeof v);
        return v;
    }
    void setDecimal(Int128 v) { std::memcpy(dec_words, &v, sizeof v); }
};

/// A non-NULL cell holding an integer (or a DATE, TIME or TIMESTAMP) `value`.
inline Cell integerCell(int64_t value) {
    Cell cell;
    cell.null = false;
    cell.i = value;
    return cell;
}

/// A row as operators see it: valid only during the call that receives it.
using RowView = std::span<const Cell>;

/// Converts a cell of type `type` to a public Value (copies strings).
Value cellToValue(const Cell& cell, const DataType& type);
/// Points a cell at a Value's payload. The cell's string (if any) views the Value: keep the Value alive.
Cell valueToCell(const Value& value);

}  // namespace tabula::exec
