// AtomicFile: writes a file so that it changes all at once or not at all.
#pragma once

#include <filesystem>
#include <memory>
#include <ostream>
#include <string>

namespace tabula::detail {

/// A new content for `target`, written to a temporary file in the same directory (so that the final rename stays
/// on one file system and is atomic) and renamed over `target` by commit(), after an fsync of the file and of the
/// directory. Destroying it without commit() — the query failed, threw or was cancelled — removes the temporary
/// file: `target` is then byte-identical to what it was. The new file keeps the permissions of the one it replaces
/// (a new one gets 0666 less the umask). Not thread-safe; move-only.
class AtomicFile {
public:
    /// Creates the temporary file. With `append`, it starts as a copy of `target` (when that exists), ended with a
    /// newline if its last line had none. Throws IoError naming `target` when the directory is not writable.
    AtomicFile(std::filesystem::path target, bool append);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Where the content goes. Write errors are remembered and thrown by commit().
    std::ostream& stream();
    /// Flushes, syncs and renames the temporary file over the target. Throws IoError when any of it fails (a full
    /// disk); the temporary file goes with the object then, as after any failure.
    void commit();

    /// The temporary file's path (for tests).
    const std::filesystem::path& temporaryPath() const { return temporary_; }

private:
    class FdBuffer;

    std::filesystem::path target_;
    std::filesystem::path temporary_;
    std::unique_ptr<FdBuffer> buffer_;
    std::ostream stream_;
    bool committed_ = false;
};

}  // namespace tabula::detail
