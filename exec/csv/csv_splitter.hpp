// Splits buffered CSV text into records and fields (RFC 4180 quoting, multi-character delimiters) without
// copying or converting anything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "tabula/csv_table_source.hpp"

namespace tabula::exec {

/// Where one field of a record lies in the buffer.
struct CsvField {
    const char* begin;       // first content byte (after the opening quote when quoted)
    const char* end;         // one past the last content byte (before the closing quote when quoted)
    bool quoted;             // written in quotes: an empty quoted field is "", not NULL
    bool has_doubled_quote;  // the content holds doubled quote characters still to be collapsed
};

/// What split() found at the start of the buffered bytes.
enum class SplitOutcome : uint8_t {
    Record,             // a record with the expected number of fields
    EmptyLine,          // a line holding nothing
    NeedMoreInput,      // the record goes on past the buffered bytes: read more and split again
    WrongFieldCount,    // a record with more or fewer fields than expected
    UnterminatedQuote,  // a quoted field whose closing quote never comes
    TextAfterQuote,     // a closing quote followed by something other than a delimiter
};

struct SplitResult {
    SplitOutcome outcome;
    const char* next = nullptr;      // where the following record starts (for the error outcomes too, so a lenient
                                     // reader can resume there)
    const char* error_at = nullptr;  // error outcomes: the byte the error points at
    size_t field_count = 0;          // fields found (WrongFieldCount) or the field in error (quote errors)
    bool multiline = false;          // the record spans several lines (a quoted field holds a line delimiter)
};

/// A line found in the buffer.
struct CsvLine {
    const char* content_end;  // one past the line's last content byte (before "\r\n" in "\n" mode)
    const char* next;         // start of the following line
};

/// Record and field splitting for one set of CsvOptions. Immutable; cheap to query.
class CsvSplitter {
public:
    CsvSplitter(const CsvOptions& options, size_t field_count);

    /// Splits the record starting at `begin` into `fields` (the first field_count fields are stored; more are only
    /// counted). [begin, end) are the buffered bytes and `eof` says that no bytes follow them, in which case the last
    /// line needs no delimiter and the outcome is never NeedMoreInput. REQUIRES: begin < end or eof; fields has
    /// room for field_count entries.
    SplitResult split(const char* begin, const char* end, bool eof, CsvField* fields) const;

    /// The line starting at `begin`, or nullopt when its delimiter is not within [begin, end).
    std::optional<CsvLine> findLine(const char* begin, const char* end) const;
    /// The line starting at `begin`, where [begin, end) are the last bytes of the file.
    CsvLine lastLine(const char* begin, const char* end) const;
    /// Number of line delimiters in [begin, end).
    uint64_t countLines(const char* begin, const char* end) const;

private:
    /// Splits [begin, content_end) at every byte equal to the one-byte field delimiter, eight bytes at a time.
    /// Returns false when the line holds a quote character and needs the general path.
    bool splitUnquotedLine(const char* begin, const char* content_end, CsvField* fields, size_t& n,
                           const char*& first_extra) const;
    const char* findFieldDelimiter(const char* p, const char* end) const;
    bool fieldDelimiterAt(const char* p, const char* end) const;
    /// The outcome for a record of n fields ending on `line`.
    SplitResult finish(const CsvLine& line, size_t n, const char* first_extra, bool multiline) const;

    std::string field_delimiter_;
    std::string line_delimiter_;
    bool newline_mode_;  // line delimiter "\n", also accepting "\r\n"
    bool quoting_;
    char quote_;
    size_t field_count_;
    bool word_scan_;  // a one-byte field delimiter on a little-endian machine: splitUnquotedLine applies
};

}  // namespace tabula::exec
