// Buffered reading of a whole file in large chunks, keeping a partly read record in one contiguous buffer.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace tabula::exec {

/// A file read chunk by chunk into one growable buffer. The bytes between begin() and end() are read but not
/// yet consumed. fill() moves them to the buffer's front (and grows the buffer when they fill it), so pointers
/// into the buffer are valid only until the next fill(). Not copyable; closes the file on destruction.
class CsvInput {
public:
    /// Opens `path`. Throws IoError "cannot open '<path>': <reason>" when it cannot.
    CsvInput(const std::string& path, size_t chunk_size);
    ~CsvInput();
    CsvInput(const CsvInput&) = delete;
    CsvInput& operator=(const CsvInput&) = delete;

    const char* begin() const { return buffer_.get() + consumed_; }
    const char* end() const { return buffer_.get() + filled_; }
    /// True once the end of the file has been read: no bytes follow end().
    bool eof() const { return eof_; }
    /// Marks the bytes before `p` as consumed. REQUIRES: begin() <= p <= end().
    void consume(const char* p) { consumed_ = static_cast<size_t>(p - buffer_.get()); }
    /// Reads more bytes after end(), or sets eof(). Throws IoError "cannot read '<path>': <reason>".
    /// REQUIRES: !eof().
    void fill();

private:
    std::string path_;
    int fd_ = -1;
    size_t capacity_;
    std::unique_ptr<char[]> buffer_;
    size_t consumed_ = 0;  // bytes of the buffer already handed out
    size_t filled_ = 0;    // bytes of the buffer holding file data
    bool eof_ = false;
};

}  // namespace tabula::exec
