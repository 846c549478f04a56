// Temporary file names ".<target>.tabula-<pid>-<n>.tmp", parsed back to their pid to find those of dead processes.
#include "temporary_files.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <system_error>

namespace tabula::detail {
namespace {

/// Reads the decimal number that is all of `text`.
template <typename Number>
std::optional<Number> wholeNumber(std::string_view text) {
    Number value{};
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// True when `text` starts with `prefix`; then drops it from `text`.
bool consume(std::string_view& text, std::string_view prefix) {
    if (text.substr(0, prefix.size()) != prefix) return false;
    text.remove_prefix(prefix.size());
    return true;
}

/// True when no process `pid` runs. A process of another user answers EPERM: it runs.
bool processIsGone(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

}  // namespace

std::string temporaryFileName(std::string_view target_name, pid_t pid, unsigned n) {
    return "." + std::string(target_name) + ".tabula-" + std::to_string(pid) + "-" + std::to_string(n) + ".tmp";
}

std::optional<pid_t> temporaryFileOwner(std::string_view file_name, std::string_view target_name) {
    std::string_view rest = file_name;
    if (!consume(rest, ".") || !consume(rest, target_name) || !consume(rest, ".tabula-")) return std::nullopt;
    const size_t dash = rest.find('-');
    if (dash == std::string_view::npos || rest.size() < 4 || rest.substr(rest.size() - 4) != ".tmp")
        return std::nullopt;
    const std::optional<pid_t> pid = wholeNumber<pid_t>(rest.substr(0, dash));
    if (!pid || *pid <= 0 || !wholeNumber<unsigned>(rest.substr(dash + 1, rest.size() - 4 - dash - 1)))
        return std::nullopt;
    return pid;
}

void removeStaleTemporaries(const std::filesystem::path& target) {
    std::filesystem::path directory = target.parent_path();
    if (directory.empty()) directory = ".";
    const std::string target_name = target.filename().string();
    const pid_t self = ::getpid();
    std::error_code error;
    std::filesystem::directory_iterator entries(directory, error);
    for (const auto end = std::filesystem::directory_iterator(); !error && entries != end; entries.increment(error)) {
        const std::optional<pid_t> owner = temporaryFileOwner(entries->path().filename().string(), target_name);
        if (!owner || *owner == self || !processIsGone(*owner)) continue;
        std::error_code ignored;
        std::filesystem::remove(entries->path(), ignored);
    }
}

}  // namespace tabula::detail
