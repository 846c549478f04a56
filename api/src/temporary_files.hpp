// The names of AtomicFile's temporary files, and the removal of those a dead process left behind.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tabula::detail {

/// The name of temporary file number `n` of process `pid` for a target named `target_name` (no directory):
/// ".<target_name>.tabula-<pid>-<n>.tmp". Hidden, so that listing the directory does not show it.
std::string temporaryFileName(std::string_view target_name, pid_t pid, unsigned n);

/// The process that made `file_name` (no directory), when it is a temporary file name for `target_name` as
/// temporaryFileName makes them; std::nullopt for any other name.
std::optional<pid_t> temporaryFileOwner(std::string_view file_name, std::string_view target_name);

/// Removes the temporary files for `target` in its directory whose process no longer runs (kill(pid, 0) fails
/// with ESRCH): what a process killed by SIGKILL, or a machine that lost power, left behind. Never touches a file
/// of this process or of a running one, whoever runs it, nor a name of another form. Errors (an unreadable
/// directory, a file already gone, one not ours to remove) are ignored: the cleaning is a courtesy, the write
/// that calls it does not depend on it.
void removeStaleTemporaries(const std::filesystem::path& target);

}  // namespace tabula::detail
