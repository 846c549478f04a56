// CsvSplitter: finds lines with memchr, then fields within a line; a quoted field may run over line ends.
#include "exec/csv/csv_splitter.hpp"

#include <bit>
#include <cstring>

namespace tabula::exec {

namespace {

const char* findByte(const char* p, const char* end, char c) {
    return static_cast<const char*>(std::memchr(p, c, static_cast<size_t>(end - p)));
}

/// First occurrence of `needle` (non-empty) wholly inside [p, end), or nullptr.
const char* findString(const char* p, const char* end, const std::string& needle) {
    while ((p = findByte(p, end, needle[0])) != nullptr) {
        if (static_cast<size_t>(end - p) < needle.size()) return nullptr;
        if (std::memcmp(p, needle.data(), needle.size()) == 0) return p;
        ++p;
    }
    return nullptr;
}

/// 0x80 in every byte of `word` equal to the byte repeated in `pattern`, 0 elsewhere (no false positives).
uint64_t matchingBytes(uint64_t word, uint64_t pattern) {
    constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
    uint64_t x = word ^ pattern;
    return ~(((x & kLow7) + kLow7) | x | kLow7);
}

constexpr uint64_t repeated(char c) { return 0x0101010101010101ULL * static_cast<unsigned char>(c); }

}  // namespace

CsvSplitter::CsvSplitter(const CsvOptions& options, size_t field_count)
    : field_delimiter_(options.field_delimiter),
      line_delimiter_(options.line_delimiter),
      newline_mode_(options.line_delimiter == "\n"),
      quoting_(options.quote_character.has_value()),
      quote_(options.quote_character.value_or('"')),
      field_count_(field_count),
      word_scan_(field_delimiter_.size() == 1 && std::endian::native == std::endian::little) {}

std::optional<CsvLine> CsvSplitter::findLine(const char* begin, const char* end) const {
    if (newline_mode_) {
        const char* newline = findByte(begin, end, '\n');
        if (!newline) return std::nullopt;
        bool crlf = newline > begin && newline[-1] == '\r';
        return CsvLine{newline - crlf, newline + 1};
    }
    const char* delimiter = findString(begin, end, line_delimiter_);
    if (!delimiter) return std::nullopt;
    return CsvLine{delimiter, delimiter + line_delimiter_.size()};
}

CsvLine CsvSplitter::lastLine(const char* begin, const char* end) const {
    bool trailing_cr = newline_mode_ && end > begin && end[-1] == '\r';
    return CsvLine{end - trailing_cr, end};
}

uint64_t CsvSplitter::countLines(const char* begin, const char* end) const {
    uint64_t lines = 0;
    while (auto line = findLine(begin, end)) {
        ++lines;
        begin = line->next;
    }
    return lines;
}

bool CsvSplitter::splitUnquotedLine(const char* begin, const char* content_end, CsvField* fields, size_t& n,
                                    const char*& first_extra) const {
    const uint64_t delimiter = repeated(field_delimiter_[0]);
    const uint64_t quote = repeated(quote_);
    const char* field_begin = begin;
    auto endField = [&](const char* field_end) {
        if (n < field_count_) fields[n] = CsvField{field_begin, field_end, false, false};
        ++n;
        field_begin = field_end + 1;
        if (n == field_count_) first_extra = field_begin;
    };
    const char* p = begin;
    for (; content_end - p >= 8; p += 8) {
        uint64_t word;
        std::memcpy(&word, p, sizeof word);
        if (quoting_ && matchingBytes(word, quote) != 0) return false;
        for (uint64_t hits = matchingBytes(word, delimiter); hits != 0; hits &= hits - 1)
            endField(p + std::countr_zero(hits) / 8);
    }
    for (; p < content_end; ++p) {
        if (quoting_ && *p == quote_) return false;
        if (*p == field_delimiter_[0]) endField(p);
    }
    endField(content_end);
    return true;
}

const char* CsvSplitter::findFieldDelimiter(const char* p, const char* end) const {
    if (field_delimiter_.size() == 1) return findByte(p, end, field_delimiter_[0]);
    return findString(p, end, field_delimiter_);
}

bool CsvSplitter::fieldDelimiterAt(const char* p, const char* end) const {
    return static_cast<size_t>(end - p) >= field_delimiter_.size() &&
           std::memcmp(p, field_delimiter_.data(), field_delimiter_.size()) == 0;
}

SplitResult CsvSplitter::split(const char* begin, const char* end, bool eof, CsvField* fields) const {
    const SplitResult need_more{SplitOutcome::NeedMoreInput};
    std::optional<CsvLine> first_line = findLine(begin, end);
    if (!first_line) {
        if (!eof) return need_more;
        first_line = lastLine(begin, end);
    }
    CsvLine line = *first_line;
    if (line.content_end == begin) return SplitResult{SplitOutcome::EmptyLine, line.next};

    size_t n = 0;                       // fields seen so far
    const char* first_extra = nullptr;  // start of the first field beyond field_count_
    if (word_scan_ && splitUnquotedLine(begin, line.content_end, fields, n, first_extra))
        return finish(line, n, first_extra, false);
    n = 0;
    bool multiline = false;
    const char* p = begin;
    for (;;) {
        if (n == field_count_) first_extra = p;
        CsvField field{p, line.content_end, false, false};
        const char* after;  // first byte after the field
        if (quoting_ && p < line.content_end && *p == quote_) {
            field.begin = p + 1;
            field.quoted = true;
            const char* close = p + 1;
            for (;;) {
                close = findByte(close, end, quote_);
                if (!close) {
                    if (!eof) return need_more;
                    return SplitResult{SplitOutcome::UnterminatedQuote, first_line->next, p, n};
                }
                // A quote ending the buffered bytes lies past the line end, so the line search below asks for
                // more input before it is taken as closing.
                if (close + 1 == end || close[1] != quote_) break;
                field.has_doubled_quote = true;
                close += 2;
            }
            field.end = close;
            after = close + 1;
            if (close > line.content_end) {
                // The quoted text held the line delimiter: the record ends at the line the quote closes on.
                multiline = true;
                std::optional<CsvLine> rest = findLine(after, end);
                if (!rest) {
                    if (!eof) return need_more;
                    rest = lastLine(after, end);
                }
                line = *rest;
            }
            if (after != line.content_end && !fieldDelimiterAt(after, line.content_end))
                return SplitResult{SplitOutcome::TextAfterQuote, line.next, after, n, multiline};
        } else {
            const char* delimiter = findFieldDelimiter(p, line.content_end);
            after = delimiter ? delimiter : line.content_end;
            field.end = after;
        }
        if (n < field_count_) fields[n] = field;
        ++n;
        if (after == line.content_end) break;
        p = after + field_delimiter_.size();
    }
    return finish(line, n, first_extra, multiline);
}

SplitResult CsvSplitter::finish(const CsvLine& line, size_t n, const char* first_extra, bool multiline) const {
    if (n != field_count_) {
        const char* at = n > field_count_ ? first_extra : line.content_end;
        return SplitResult{SplitOutcome::WrongFieldCount, line.next, at, n, multiline};
    }
    return SplitResult{SplitOutcome::Record, line.next, nullptr, n, multiline};
}

}  // namespace tabula::exec
