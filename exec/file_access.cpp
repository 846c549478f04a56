// The system's FileAccess and the pointer to the one in use.
#include "exec/file_access.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>

namespace tabula::exec {
namespace {

class SystemFileAccess final : public FileAccess {
public:
    int open(const char* path, int flags, mode_t mode) override { return ::open(path, flags, mode); }
    ssize_t read(int fd, void* buffer, size_t size) override { return ::read(fd, buffer, size); }
    ssize_t pread(int fd, void* buffer, size_t size, off_t offset) override {
        return ::pread(fd, buffer, size, offset);
    }
    ssize_t write(int fd, const void* data, size_t size) override { return ::write(fd, data, size); }
    int fsync(int fd) override { return ::fsync(fd); }
    int close(int fd) override { return ::close(fd); }
    int rename(const char* from, const char* to) override { return std::rename(from, to); }
    int link(const char* from, const char* to) override { return ::link(from, to); }
};

std::atomic<FileAccess*> installed{nullptr};

}  // namespace

FileAccess& systemFileAccess() {
    static SystemFileAccess access;
    return access;
}

FileAccess& fileAccess() {
    FileAccess* access = installed.load(std::memory_order_acquire);
    return access != nullptr ? *access : systemFileAccess();
}

FileAccess* installFileAccess(FileAccess* access) {
    FileAccess* previous = installed.exchange(access, std::memory_order_acq_rel);
    return previous != nullptr ? previous : &systemFileAccess();
}

ReadableFile::ReadableFile(const std::string& path) : fd_(fileAccess().open(path.c_str(), O_RDONLY | O_CLOEXEC, 0)) {}

ReadableFile::~ReadableFile() {
    if (fd_ >= 0) fileAccess().close(fd_);
}

ssize_t ReadableFile::readAt(char* buffer, size_t size, off_t offset) {
    size_t done = 0;
    while (done < size) {
        const ssize_t got = fileAccess().pread(fd_, buffer + done, size - done, offset + off_t(done));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return -1;
        if (got == 0) break;
        done += size_t(got);
    }
    return ssize_t(done);
}

}  // namespace tabula::exec
