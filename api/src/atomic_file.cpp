// AtomicFile: a temporary file next to the target, written through a buffered file descriptor, synced and renamed,
// every call through exec::fileAccess().
#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <streambuf>
#include <vector>

#include "exec/file_access.hpp"
#include "tabula/error.hpp"
#include "temporary_files.hpp"

namespace tabula::detail {
namespace {

std::string systemError(int error) { return std::strerror(error); }

/// Writes all of [data, data + size) to `fd`; false (errno set) on failure.
bool writeAll(int fd, const char* data, size_t size) {
    while (size > 0) {
        ssize_t written = exec::fileAccess().write(fd, data, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += written;
        size -= static_cast<size_t>(written);
    }
    return true;
}

/// Opens a new file named after `target` in its directory (temporaryFileName), created exclusively.
int createTemporary(const std::filesystem::path& target, std::filesystem::path& temporary) {
    static std::atomic<unsigned> counter{0};
    std::filesystem::path directory = target.parent_path();
    if (directory.empty()) directory = ".";
    for (;;) {
        temporary = directory / temporaryFileName(target.filename().string(), ::getpid(), counter++);
        int fd = exec::fileAccess().open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
}

/// Copies `target` into `fd` (nothing when it does not exist), then a newline when its last byte was not one.
void copyExisting(const std::filesystem::path& target, int fd) {
    int in = exec::fileAccess().open(target.c_str(), O_RDONLY | O_CLOEXEC, 0);
    if (in < 0) {
        if (errno == ENOENT) return;
        throw IoError("cannot read '" + target.string() + "' to append to it: " + systemError(errno), target.string());
    }
    std::vector<char> chunk(size_t{1} << 16);
    char last = '\n';
    for (;;) {
        ssize_t got = exec::fileAccess().read(in, chunk.data(), chunk.size());
        if (got < 0 && errno == EINTR) continue;
        if (got == 0) break;
        if (got < 0 || !writeAll(fd, chunk.data(), static_cast<size_t>(got))) {
            int error = errno;
            exec::fileAccess().close(in);
            throw IoError("cannot copy '" + target.string() + "' to append to it: " + systemError(error),
                          target.string());
        }
        last = chunk[static_cast<size_t>(got) - 1];
    }
    exec::fileAccess().close(in);
    if (last != '\n' && !writeAll(fd, "\n", 1))
        throw IoError("cannot write next to '" + target.string() + "': " + systemError(errno), target.string());
}

/// Syncs the directory holding `path`, so that the rename itself survives a crash.
void syncDirectory(const std::filesystem::path& path) {
    std::filesystem::path directory = path.parent_path();
    if (directory.empty()) directory = ".";
    int fd = exec::fileAccess().open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
    if (fd < 0) return;  // some file systems do not open directories; the rename has happened all the same
    exec::fileAccess().fsync(fd);
    exec::fileAccess().close(fd);
}

}  // namespace

/// An output buffer over a file descriptor that remembers the first write error instead of throwing from inside
/// the stream (an exception there would be swallowed into the stream state).
class AtomicFile::FdBuffer final : public std::streambuf {
public:
    explicit FdBuffer(int fd) : fd_(fd), buffer_(size_t{1} << 16) {
        setp(buffer_.data(), buffer_.data() + buffer_.size());
    }
    ~FdBuffer() override { closeFd(); }

    int fd() const { return fd_; }
    int error() const { return error_; }

    void closeFd() {
        if (fd_ >= 0 && exec::fileAccess().close(fd_) != 0 && error_ == 0) error_ = errno;
        fd_ = -1;
    }

protected:
    int_type overflow(int_type c) override {
        if (!drain()) return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }

    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain() {
        if (error_ != 0) return false;
        if (!writeAll(fd_, pbase(), static_cast<size_t>(pptr() - pbase()))) {
            error_ = errno;
            return false;
        }
        setp(buffer_.data(), buffer_.data() + buffer_.size());
        return true;
    }

    int fd_;
    int error_ = 0;
    std::vector<char> buffer_;
};

AtomicFile::AtomicFile(std::filesystem::path target, bool append) : target_(std::move(target)), stream_(nullptr) {
    removeStaleTemporaries(target_);
    int fd = createTemporary(target_, temporary_);
    if (fd < 0)
        throw IoError(
            "cannot write '" + target_.string() + "': cannot create a file in its directory: " + systemError(errno),
            target_.string());
    buffer_ = std::make_unique<FdBuffer>(fd);
    stream_.rdbuf(buffer_.get());
    struct stat existing {};
    if (::stat(target_.c_str(), &existing) == 0) ::fchmod(fd, existing.st_mode & 07777);
    try {
        if (append) copyExisting(target_, fd);
    } catch (...) {
        buffer_->closeFd();
        std::filesystem::remove(temporary_);
        throw;
    }
}

AtomicFile::~AtomicFile() {
    if (committed_) return;
    buffer_->closeFd();
    std::error_code ignored;
    std::filesystem::remove(temporary_, ignored);
}

std::ostream& AtomicFile::stream() { return stream_; }

int AtomicFile::finishWriting() {
    stream_.flush();
    int error = buffer_->error();
    if (error == 0 && exec::fileAccess().fsync(buffer_->fd()) != 0) error = errno;
    buffer_->closeFd();
    return error != 0 ? error : buffer_->error();
}

void AtomicFile::finish(Publish publish) {
    int error = finishWriting();
    if (error == 0) error = publish(temporary_, target_);
    if (error == EEXIST)
        throw IoError("cannot write '" + target_.string() +
                          "': the file was created while the query ran, and the sink's write mode is NO_OVERWRITE",
                      target_.string());
    if (error != 0) throw IoError("cannot write '" + target_.string() + "': " + systemError(error), target_.string());
    committed_ = true;
    syncDirectory(target_);
}

void AtomicFile::commit() {
    finish([](const std::filesystem::path& temporary, const std::filesystem::path& target) {
        return exec::fileAccess().rename(temporary.c_str(), target.c_str()) == 0 ? 0 : errno;
    });
}

void AtomicFile::commitNew() {
    // A hard link is created only if the name is free, atomically; the temporary name is dropped after.
    finish([](const std::filesystem::path& temporary, const std::filesystem::path& target) {
        if (exec::fileAccess().link(temporary.c_str(), target.c_str()) == 0) return ::unlink(temporary.c_str()), 0;
        if (errno != EPERM && errno != EOPNOTSUPP) return errno;
        // A file system without hard links: check, then rename (a file created in between is replaced).
        if (std::filesystem::exists(target)) return EEXIST;
        return exec::fileAccess().rename(temporary.c_str(), target.c_str()) == 0 ? 0 : errno;
    });
}

}  // namespace tabula::detail
