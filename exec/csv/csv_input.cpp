// CsvInput: read(2) (through FileAccess) in large chunks into a buffer that keeps an unfinished record contiguous.
#include "exec/csv/csv_input.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "exec/file_access.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {

CsvInput::CsvInput(const std::string& path, size_t chunk_size)
    : path_(path), capacity_(chunk_size), buffer_(std::make_unique<char[]>(chunk_size)) {
    fd_ = fileAccess().open(path.c_str(), O_RDONLY | O_CLOEXEC, 0);
    if (fd_ < 0) throw IoError("cannot open '" + path + "': " + std::strerror(errno), path);
#ifdef POSIX_FADV_SEQUENTIAL
    ::posix_fadvise(fd_, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
}

CsvInput::~CsvInput() { fileAccess().close(fd_); }

void CsvInput::fill() {
    size_t pending = filled_ - consumed_;
    if (consumed_ > 0) {
        std::memmove(buffer_.get(), buffer_.get() + consumed_, pending);
        consumed_ = 0;
        filled_ = pending;
    }
    if (filled_ == capacity_) {
        // One record fills the whole buffer: grow it so the record stays contiguous.
        auto bigger = std::make_unique<char[]>(capacity_ * 2);
        std::memcpy(bigger.get(), buffer_.get(), filled_);
        buffer_ = std::move(bigger);
        capacity_ *= 2;
    }
    ssize_t n;
    do {
        n = fileAccess().read(fd_, buffer_.get() + filled_, capacity_ - filled_);
    } while (n < 0 && errno == EINTR);
    if (n < 0) throw IoError("cannot read '" + path_ + "': " + std::strerror(errno), path_);
    if (n == 0) eof_ = true;
    filled_ += static_cast<size_t>(n);
}

}  // namespace tabula::exec
