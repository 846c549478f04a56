// The type of one CSV column guessed from its sampled values, for the sniffer (planner/csv_sniffer.hpp).
#pragma once

#include <cstdint>
#include <string_view>

#include "tabula/type.hpp"

namespace tabula::planner {

/// The narrowest of BOOLEAN, INT, BIGINT, DECIMAL(p, s), DOUBLE, DATE, TIMESTAMP that every value added so far
/// converts to, as the CSV reader converts it, else STRING. Text that would change by being read as a number or
/// a date counts for no such type: an integer part with a leading zero (007, 0123.5), a date not written
/// yyyy-mm-dd, a timestamp with more than three digits after the second. DECIMAL needs the same number s > 0 of
/// digits after the point in every value, or integers beyond BIGINT; its precision is 18 or the most digits seen,
/// at most 38.
class ColumnGuess {
public:
    /// Takes one value into account (not a NULL: the caller leaves empty unquoted fields out).
    void add(std::string_view text);
    /// The type guessed; STRING when no value was added.
    DataType type() const;
    /// Whether `text` converts to type(), i.e. adding it would not change the guess.
    bool fits(std::string_view text) const;

private:
    enum Candidate : uint8_t { kBoolean, kInt, kBigInt, kDecimal, kDouble, kDate, kTimestamp, kCandidates };

    bool possible(Candidate candidate) const { return (possible_ & (1u << candidate)) != 0; }
    void rule(Candidate candidate) { possible_ &= ~(1u << candidate); }
    /// DECIMAL's evidence from a value written as a fixed-point number; rules DECIMAL out for any other.
    void addFixedPoint(std::string_view text);

    bool seen_ = false;
    uint32_t possible_ = (1u << kCandidates) - 1;  // a bit per Candidate not ruled out yet
    int scale_ = -1;                               // digits after the point, the same in every value; -1: none yet
    int digits_ = 0;                               // the most digits of a value, both sides of the point
};

}  // namespace tabula::planner
