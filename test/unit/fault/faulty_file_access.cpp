#include "test/unit/fault/faulty_file_access.hpp"

#include <unistd.h>

namespace tabula::test {

FaultyFileAccess::FaultyFileAccess(uint64_t nth, unsigned counted, int error)
    : remaining_(nth), counted_(counted), error_(error), previous_(exec::installFileAccess(this)) {}

FaultyFileAccess::~FaultyFileAccess() { exec::installFileAccess(previous_); }

bool FaultyFileAccess::fails(FileCall kind, const std::string& call) {
    if ((counted_ & kind) == 0 || remaining_ == 0 || --remaining_ != 0) return false;
    failed_call_ = call;
    errno = error_;
    return true;
}

std::string FaultyFileAccess::callOn(const char* name, int fd) const {
    const auto path = paths_.find(fd);
    return std::string(name) + " " + (path != paths_.end() ? path->second : "fd " + std::to_string(fd));
}

int FaultyFileAccess::open(const char* path, int flags, mode_t mode) {
    if (fails(kOpen, std::string("open ") + path)) return -1;
    const int fd = exec::systemFileAccess().open(path, flags, mode);
    if (fd >= 0) paths_[fd] = path;
    return fd;
}

ssize_t FaultyFileAccess::read(int fd, void* buffer, size_t size) {
    return fails(kRead, callOn("read", fd)) ? -1 : exec::systemFileAccess().read(fd, buffer, size);
}

ssize_t FaultyFileAccess::pread(int fd, void* buffer, size_t size, off_t offset) {
    return fails(kPread, callOn("pread", fd)) ? -1 : exec::systemFileAccess().pread(fd, buffer, size, offset);
}

ssize_t FaultyFileAccess::write(int fd, const void* data, size_t size) {
    return fails(kWrite, callOn("write", fd)) ? -1 : exec::systemFileAccess().write(fd, data, size);
}

int FaultyFileAccess::fsync(int fd) {
    return fails(kFsync, callOn("fsync", fd)) ? -1 : exec::systemFileAccess().fsync(fd);
}

int FaultyFileAccess::close(int fd) {
    const bool failing = fails(kClose, callOn("close", fd));
    paths_.erase(fd);
    const int result = exec::systemFileAccess().close(fd);  // as on Linux, the descriptor goes even when close fails
    if (!failing) return result;
    errno = error_;
    return -1;
}

int FaultyFileAccess::rename(const char* from, const char* to) {
    return fails(kRename, std::string("rename ") + from + " " + to) ? -1 : exec::systemFileAccess().rename(from, to);
}

int FaultyFileAccess::link(const char* from, const char* to) {
    return fails(kLink, std::string("link ") + from + " " + to) ? -1 : exec::systemFileAccess().link(from, to);
}

}  // namespace tabula::test
