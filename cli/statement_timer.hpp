// The time one statement took, as the shell's .timer reports it.
#pragma once

#include <chrono>
#include <string>

namespace tabula::cli {

/// Started when made: wall-clock time and the process's user and system CPU time.
class StatementTimer {
public:
    StatementTimer();
    /// "Run Time (s): real 0.012 user 0.010 sys 0.001" since the timer was made, as DuckDB's shell prints it.
    std::string report() const;

private:
    std::chrono::steady_clock::time_point wall_;
    double user_;
    double system_;
};

}  // namespace tabula::cli
