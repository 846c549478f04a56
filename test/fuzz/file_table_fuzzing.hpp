// What the CSV and JSON reader targets share: column types drawn from the input's leading bytes, and the
// queries that read a table registered over the rest of the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tabula/tabula.hpp"

namespace tabula::fuzz {

/// Consumes up to `columns` leading bytes of `input` (fewer when it is shorter) and adds one field per byte
/// to `builder`, named a, b, c, ... and typed by the byte: every type a file column may have.
void addFieldsFromInput(CsvTableSource::Builder& builder, std::string_view& input, size_t columns);

/// Registers `source` as table `f` of a fresh environment and reads it whole twice: every column, and only its
/// row count (which converts no column).
void readWholeTable(const CsvTableSource& source);

}  // namespace tabula::fuzz
