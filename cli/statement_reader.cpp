// Line buffering for the shell: a chunk is handed on as soon as it ends a statement.
#include "cli/statement_reader.hpp"

#include "tabula/script.hpp"

namespace tabula::cli {

std::optional<Chunk> StatementReader::addLine(std::string_view line) {
    // Editors on Windows start UTF-8 files with a byte-order mark; it is not part of the first statement.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (lines_read_ == 0 && line.starts_with(kByteOrderMark)) line.remove_prefix(kByteOrderMark.size());
    buffer_.append(line);
    buffer_ += '\n';
    ++lines_read_;
    if (!Script::isComplete(buffer_)) return std::nullopt;
    return take();
}

std::optional<Chunk> StatementReader::finish() {
    if (idle()) {
        buffer_.clear();
        return std::nullopt;
    }
    return take();
}

Chunk StatementReader::take() {
    Chunk chunk{std::move(buffer_), buffer_first_line_};
    buffer_.clear();
    buffer_first_line_ = lines_read_;
    return chunk;
}

}  // namespace tabula::cli
