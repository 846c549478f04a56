// FaultyFileAccess: a FileAccess that makes one chosen call fail, for driving readers and sinks through every
// failure they can meet.
#pragma once

#include <cerrno>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "exec/file_access.hpp"

namespace tabula::test {

/// The kinds of call a FaultyFileAccess counts (a bit set).
enum FileCall : unsigned {
    kOpen = 1,
    kRead = 2,
    kPread = 4,
    kWrite = 8,
    kFsync = 16,
    kClose = 32,
    kRename = 64,
    kLink = 128,
    kEveryCall = 255,
};

/// Installed for as long as it lives: fails the `nth` call (counting from 1) among those of the kinds in
/// `counted`, with errno `error`; every other call goes to the system.
class FaultyFileAccess final : public exec::FileAccess {
public:
    FaultyFileAccess(uint64_t nth, unsigned counted, int error = EIO);
    ~FaultyFileAccess() override;
    FaultyFileAccess(const FaultyFileAccess&) = delete;
    FaultyFileAccess& operator=(const FaultyFileAccess&) = delete;

    /// Whether the chosen call has come (and failed).
    bool failed() const { return !failed_call_.empty(); }
    /// The failed call's name and the path it was about ("open /tmp/x.csv", "fsync /tmp/.x.csv.tabula-1-0.tmp",
    /// "rename /tmp/.x.csv.tabula-1-0.tmp /tmp/x.csv"), "" before it came.
    const std::string& failedCall() const { return failed_call_; }

    int open(const char* path, int flags, mode_t mode) override;
    ssize_t read(int fd, void* buffer, size_t size) override;
    ssize_t pread(int fd, void* buffer, size_t size, off_t offset) override;
    ssize_t write(int fd, const void* data, size_t size) override;
    int fsync(int fd) override;
    int close(int fd) override;
    int rename(const char* from, const char* to) override;
    int link(const char* from, const char* to) override;

private:
    /// Counts a call of `kind`; true (errno set, the call named) when it is the one to fail.
    bool fails(FileCall kind, const std::string& call);
    /// "<name> <path of fd>".
    std::string callOn(const char* name, int fd) const;

    uint64_t remaining_;
    unsigned counted_;
    int error_;
    std::string failed_call_;
    std::unordered_map<int, std::string> paths_;  // of the descriptors open() gave
    exec::FileAccess* previous_;
};

}  // namespace tabula::test
