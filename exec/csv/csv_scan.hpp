// The CSV scan with a chosen read size: makeCsvScan (exec/operators.hpp) uses 1 MiB; tests use tiny chunks to put
// every kind of record across a chunk boundary.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "exec/pipeline/physical_operator.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::exec {

/// Default size of one read from the file.
inline constexpr size_t kCsvChunkSize = size_t{1} << 20;

/// As makeCsvScan, reading `chunk_size` bytes at a time (the buffer grows when one record is longer).
/// Throws ValidationError for options CsvTableSource rejects.
std::unique_ptr<PhysicalOperator> makeCsvScanWithChunkSize(std::string path, TableSchema file_schema,
                                                           CsvOptions options, std::vector<uint32_t> columns,
                                                           std::vector<std::pair<std::string, std::string>> params,
                                                           size_t chunk_size);

}  // namespace tabula::exec
