// RowGenerator: the rows of one TPC-H table at a scale factor, produced one at a time in key order, so that
// writing a table of any size needs the memory of one row (and of the shared text pool).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "tpch_schema.hpp"

namespace tabula::tpchgen {

/// One generated value: `number` for Integer, Money and Date columns, `text` for Text ones (see ColumnKind).
struct Field {
    int64_t number = 0;
    std::string_view text;
};

/// The table sizes a scale factor gives (clause 4.2.5): region and nation are fixed, the others scale.
struct Scale {
    double factor = 1;
    int64_t parts = 0;      ///< SF * 200,000 (partsupp: four per part)
    int64_t suppliers = 0;  ///< SF * 10,000
    int64_t customers = 0;  ///< SF * 150,000
    int64_t orders = 0;     ///< SF * 1,500,000 (lineitem: one to seven per order)
    int64_t clerks = 0;     ///< SF * 1,000, the o_clerk numbers

    /// REQUIRES: isValidScaleFactor(factor).
    static Scale of(double factor);
};

/// The smallest and largest scale factors: below the smallest, partsupp's supplier formula repeats suppliers for
/// a part; above the largest, o_orderkey would not fit an INT.
inline constexpr double kMinScaleFactor = 0.01;
inline constexpr double kMaxScaleFactor = 300;

/// Throws ValidationError, saying which range is allowed, unless kMinScaleFactor <= factor <= kMaxScaleFactor,
/// and, naming the factor, at the few factors in that range where partSuppliersDiffer fails.
void checkScaleFactor(double factor);

/// Yields the rows of one table. Not thread-safe; separate generators of the same table and scale yield the same
/// rows, whatever else runs.
class RowGenerator {
public:
    virtual ~RowGenerator() = default;
    /// Fills `row` (one Field per column of the table) with the next row and returns true, or returns false when
    /// the table is complete. Text fields stay valid until the next call. REQUIRES: row.size() is the column count.
    virtual bool next(std::span<Field> row) = 0;
};

/// The generator of `table`'s rows at `scale`.
std::unique_ptr<RowGenerator> makeRowGenerator(TpchTable table, const Scale& scale);

}  // namespace tabula::tpchgen
