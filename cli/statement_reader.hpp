// Collects input lines into chunks of complete statements, the way an interactive shell reads them, so files,
// -c text and standard input all run statement by statement.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tabula::cli {

/// Text holding one or more complete statements, and how many input lines came before it.
struct Chunk {
    std::string text;
    uint32_t line_offset = 0;
};

/// Buffers lines until they hold a complete statement (Script::isComplete: ends in ';' outside quotes
/// and comments).
class StatementReader {
public:
    /// Adds one line (without its newline). Returns the buffered text when it now ends a statement. A UTF-8
    /// byte-order mark starting the first line is dropped.
    std::optional<Chunk> addLine(std::string_view line);
    /// At the end of input: what is left (a last statement may omit its ';'), or nullopt when only blanks are.
    std::optional<Chunk> finish();
    /// True while no statement is partly read (the interactive shell shows its main prompt then).
    bool idle() const { return buffer_.find_first_not_of(" \t\r\n") == std::string::npos; }
    /// Lines added so far.
    uint32_t linesRead() const { return lines_read_; }

private:
    Chunk take();

    std::string buffer_;
    uint32_t buffer_first_line_ = 0;  // lines before the buffer
    uint32_t lines_read_ = 0;
};

}  // namespace tabula::cli
