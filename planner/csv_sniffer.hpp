// The CSV sniffer: a file named in a query without a CREATE TABLE (FROM 'people.csv') becomes a CsvTableSource
// whose delimiter, quote character, header and column types are guessed from a sample at the start of the file.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "tabula/csv_table_source.hpp"

namespace tabula::planner {

/// Bytes read from the start of the file to sniff it; a file this small is sniffed whole.
inline constexpr size_t kSniffBytes = size_t{1} << 20;

/// What the caller fixes instead of letting the sniffer decide; unset fields are sniffed.
struct SniffOptions {
    std::optional<bool> header = {};                // the first line names the columns
    std::optional<std::string> delimiter = {};      // the field delimiter
    std::optional<std::optional<char>> quote = {};  // the quote character; a nullopt inside switches quoting off
    size_t sample_bytes = kSniffBytes;              // how much of the file the types are guessed from
};

/// The table a file reads as, sniffed from its first `options.sample_bytes` bytes:
/// - the delimiter (one of , ; tab |; tab for a .tsv file) and quote character (" or ') that split the most
///   sampled records, from the first on, into one and the same number of fields, more fields breaking a tie;
/// - each column's type: the first of BOOLEAN, INT, BIGINT, DECIMAL(p, s), DOUBLE, DATE, TIMESTAMP, STRING that
///   every sampled value converts to as the CSV reader converts it, empty unquoted fields (NULL) aside. DECIMAL
///   when every value is written with the same number s > 0 of digits after the point (12.50, 3.99), p being
///   18 or the most digits seen, up to 38. An integer with a leading zero (007) stays text, DATE takes only
///   yyyy-mm-dd and TIMESTAMP only yyyy-mm-dd hh:mm:ss[.fff] (or a date alone, beside timestamps), so nothing
///   that reads as text is changed by reading it as a number or a date. A column with no value is STRING;
/// - the header: the first line names the columns when its fields are distinct and not empty, and either one
///   of them does not convert to the type the other lines gave its column, or no column has a type other than
///   STRING and none of them converts to another type. Without a header the columns are column0, column1, ...
/// An empty file is one STRING column `column0` with no rows. The source's options carry a note for a value
/// beyond the sample that does not convert: its error then says that the type was sniffed and how to declare the
/// table instead (no value is ever read as NULL or dropped because of a guess).
/// Throws ValidationError (without a location: the caller knows where the file was named) when the file's name
/// does not end in .csv, .tsv or .txt, or it cannot be opened or read.
CsvTableSource sniffCsvFile(const std::string& path, const SniffOptions& options = {});

}  // namespace tabula::planner
