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
/// (a new one gets 0666 less the umask). A process killed before it could remove its temporary file (SIGKILL)
/// leaves it behind; the next AtomicFile for the same target removes it (removeStaleTemporaries). Not
/// thread-safe; move-only.
class AtomicFile {
public:
    /// Removes the temporary files dead processes left for `target`, then creates its own. With `append`, it
    /// starts as a copy of `target` (when that exists), ended with a newline if its last line had none. Throws
    /// IoError naming `target` when the directory is not writable.
    AtomicFile(std::filesystem::path target, bool append);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Where the content goes. Write errors are remembered and thrown by commit().
    std::ostream& stream();
    /// Flushes, syncs and renames the temporary file over the target. Throws IoError when any of it fails (a full
    /// disk); the temporary file goes with the object then, as after any failure.
    void commit();
    /// As commit(), but never replaces a file: when `target` exists by now (created while the query ran), throws
    /// IoError and leaves that file alone. For NO_OVERWRITE, whose check before the query cannot see the future.
    void commitNew();

    /// The temporary file's path (for tests).
    const std::filesystem::path& temporaryPath() const { return temporary_; }

private:
    class FdBuffer;

    /// Flushes, syncs and closes the temporary file; returns the first error (0: none).
    int finishWriting();
    /// Publishes the finished temporary file under the target name; returns errno on failure (0: done).
    using Publish = int (*)(const std::filesystem::path& temporary, const std::filesystem::path& target);
    void finish(Publish publish);

    std::filesystem::path target_;
    std::filesystem::path temporary_;
    std::unique_ptr<FdBuffer> buffer_;
    std::ostream stream_;
    bool committed_ = false;
};

}  // namespace tabula::detail
