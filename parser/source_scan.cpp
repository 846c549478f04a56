// Hand-written scans over SQL/script text: significant-content end, error tokens, statement completeness.
#include "parser/source_scan.hpp"

#include <cctype>

namespace tabula::parser {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

bool isIdentifierByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || c == '_' || c == '$' || u >= 0x80;
}

/// What a forward scan over SQL-like text found.
struct ScanResult {
    uint32_t significant_end = 0;  // just past the last byte outside blanks and comments
    char last_significant = 0;     // that byte (the closing quote for quoted text)
    bool open = false;             // a quote or block comment is still open at the end
};

/// Scans text[begin, end) honouring '...', "...", `...` (a doubled quote escapes) and SQL comments. When
/// `terminators` is given, the offset just past each ';' outside them is appended to it.
ScanResult scanSql(std::string_view text, uint32_t begin, uint32_t end, std::vector<uint32_t>* terminators = nullptr) {
    ScanResult result;
    result.significant_end = begin;
    uint32_t i = begin;
    while (i < end) {
        const char c = text[i];
        if (isBlank(c)) {
            ++i;
        } else if (c == '-' && i + 1 < end && text[i + 1] == '-') {
            while (i < end && text[i] != '\n') ++i;
        } else if (c == '/' && i + 1 < end && text[i + 1] == '*') {
            const auto close = text.substr(0, end).find("*/", i + 2);
            if (close == std::string_view::npos) {
                result.open = true;
                return result;
            }
            i = static_cast<uint32_t>(close + 2);
        } else if (c == '\'' || c == '"' || c == '`') {
            ++i;
            bool closed = false;
            while (i < end) {
                if (text[i] == c) {
                    if (i + 1 < end && text[i + 1] == c) {
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                ++i;
            }
            if (!closed) {
                result.open = true;
                return result;
            }
            result.significant_end = i;
            result.last_significant = c;
        } else {
            ++i;
            result.significant_end = i;
            result.last_significant = c;
            if (c == ';' && terminators != nullptr) terminators->push_back(i);
        }
    }
    return result;
}

}  // namespace

uint32_t contentEnd(std::string_view text, uint32_t begin, uint32_t end, bool sql_comments) {
    if (sql_comments) return scanSql(text, begin, end).significant_end;
    while (end > begin && isBlank(text[end - 1])) --end;
    return end;
}

bool onlyBlanks(std::string_view text, uint32_t begin, uint32_t end, bool sql_comments) {
    if (!sql_comments) return contentEnd(text, begin, end, false) == begin;
    const ScanResult result = scanSql(text, begin, end);
    return !result.open && result.significant_end == begin;
}

std::string tokenAt(std::string_view text, uint32_t offset) {
    if (offset >= text.size()) return {};
    size_t end = offset + 1;
    if (isIdentifierByte(text[offset])) {
        while (end < text.size() && isIdentifierByte(text[end])) ++end;
    } else {
        // one UTF-8 character: skip its continuation bytes
        while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
    }
    return std::string(text.substr(offset, end - offset));
}

std::vector<uint32_t> statementEnds(std::string_view text) {
    std::vector<uint32_t> ends;
    const auto size = static_cast<uint32_t>(text.size());
    const ScanResult result = scanSql(text, 0, size, &ends);
    const uint32_t last_end = ends.empty() ? 0 : ends.back();
    if (result.open || result.significant_end > last_end) ends.push_back(size);
    return ends;
}

bool endsWithStatementTerminator(std::string_view text) {
    const ScanResult result = scanSql(text, 0, static_cast<uint32_t>(text.size()));
    return !result.open && result.last_significant == ';';
}

}  // namespace tabula::parser
