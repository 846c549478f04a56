// Runs sqllogictest records against a fresh TableEnvironment per file and reports each failure.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tabula::slt {

struct RunOptions {
    /// Session settings applied (as SET 'key' = 'value') before each file runs.
    std::vector<std::pair<std::string, std::string>> settings;
    /// Only counts: no report per failing record.
    bool quiet = false;
};

struct RunCounts {
    size_t passed = 0;
    size_t failed = 0;
    size_t skipped = 0;  // skipif / onlyif excluded them, or halt ended the file before them
};

/// Runs the records of `text` (the file `name`) in a new TableEnvironment. Each failing record is written to
/// `out` as "name:line: what went wrong", then the SQL, then the expected and the actual values or error.
RunCounts runFile(std::string_view name, std::string_view text, const RunOptions& options, std::ostream& out);

}  // namespace tabula::slt
