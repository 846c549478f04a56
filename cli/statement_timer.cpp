// StatementTimer: wall clock from steady_clock, CPU time from getrusage.
#include "cli/statement_timer.hpp"

#include <sys/resource.h>

#include <cstdio>
#include <tuple>
#include <utility>

namespace tabula::cli {
namespace {

double seconds(const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; }

/// The process's user and system CPU seconds so far.
std::pair<double, double> cpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

}  // namespace

StatementTimer::StatementTimer() : wall_(std::chrono::steady_clock::now()) { std::tie(user_, system_) = cpuSeconds(); }

std::string StatementTimer::report() const {
    const double real = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_).count();
    const auto [user, system] = cpuSeconds();
    char text[96];
    std::snprintf(text, sizeof text, "Run Time (s): real %.3f user %.3f sys %.3f", real, user - user_,
                  system - system_);
    return text;
}

}  // namespace tabula::cli
