// Statistics of a CSV (or JSON lines) file estimated from a sample of it, for the planner's estimates: reading a
// whole file to plan a query over it would cost as much as the query.
#pragma once

#include <cstddef>
#include <optional>

#include "exec/statistics/table_statistics.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::planner {

/// The most bytes read from a file to estimate its statistics: a file this small is read whole, and its
/// statistics are exact.
inline constexpr size_t kSampleBytes = 64 * 1024;
/// A larger file is sampled in this many slices of kSampleBytes / kSampleSlices bytes, spread evenly from its
/// start to its end, so that a file sorted by a column shows that column's spread.
inline constexpr size_t kSampleSlices = 8;

/// The file's estimated statistics, or nullopt when it cannot be read (a missing file, a folder, a pipe):
/// - rows: the data lines (header, comment and blank lines not counted): exact for a small file, else the file's
///   size over the average width of the sampled lines;
/// - per column of a CSV file (none for JSON lines): NULLs and range scaled from the sampled records; distinct
///   values exact for a small file, else the size of the domain that would give the sample's repeats across
///   slices (a column whose values never repeat between slices is taken to grow with the rows, as a key does),
///   at most the rows and, for integers and dates, the sampled range. Records that do not split or convert are
///   left out of the column statistics.
std::optional<exec::TableStatistics> sampleFileStatistics(const CsvTableSource& source);

}  // namespace tabula::planner
