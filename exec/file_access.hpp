// FileAccess: the system calls through which tabula reads and writes data files, behind one small interface so
// that a test can make any one of them fail.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <string>

namespace tabula::exec {

/// The file operations of the CSV and JSON readers, the sniffer, the statistics sampler and every sink. Each
/// behaves as the POSIX call of its name: a negative result (or -1) with errno set on failure.
class FileAccess {
public:
    virtual ~FileAccess() = default;
    virtual int open(const char* path, int flags, mode_t mode) = 0;
    virtual ssize_t read(int fd, void* buffer, size_t size) = 0;
    virtual ssize_t pread(int fd, void* buffer, size_t size, off_t offset) = 0;
    virtual ssize_t write(int fd, const void* data, size_t size) = 0;
    virtual int fsync(int fd) = 0;
    virtual int close(int fd) = 0;
    virtual int rename(const char* from, const char* to) = 0;
    virtual int link(const char* from, const char* to) = 0;
};

/// The operating system's calls.
FileAccess& systemFileAccess();

/// The FileAccess in use: systemFileAccess() unless a test installed another.
FileAccess& fileAccess();

/// Makes `access` the one in use (nullptr: the system's again) and returns the one it replaces. For tests; call
/// it while no query runs.
FileAccess* installFileAccess(FileAccess* access);

/// A file opened for reading through fileAccess(), closed when this goes. Not copyable.
class ReadableFile {
public:
    /// Opens `path`; isOpen() is false, with errno set, when it cannot.
    explicit ReadableFile(const std::string& path);
    ~ReadableFile();
    ReadableFile(const ReadableFile&) = delete;
    ReadableFile& operator=(const ReadableFile&) = delete;

    bool isOpen() const { return fd_ >= 0; }
    /// Reads `size` bytes from `offset`, fewer only at the end of the file: the number read, or -1 with errno set.
    ssize_t readAt(char* buffer, size_t size, off_t offset);

private:
    int fd_;
};

}  // namespace tabula::exec
