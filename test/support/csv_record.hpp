// Reading the CSV tabula's shell and the Flink harness print: RFC 4180, NULL an empty unquoted field, the empty
// string `""`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::testing_support {

using CsvCell = std::optional<std::string>;  // nullopt: NULL

/// Reads the record starting at `at` of `text` and moves `at` past its line end; a quoted field may span lines.
/// A quote left open takes the rest of the text.
std::vector<CsvCell> readCsvRecord(std::string_view text, size_t& at);

}  // namespace tabula::testing_support
