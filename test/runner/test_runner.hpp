// Runs sqllogictest files through the shell's statement runner and reports mismatches.
#pragma once

#include <cstddef>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

#include "tabula/value.hpp"

namespace tabula::slt {

struct RunnerOptions {
    std::vector<std::string> disabled_rules;  // copied into each file's TableConfig
};

struct FileSummary {
    size_t records = 0;   // records run
    size_t failures = 0;  // records that did not pass
};

/// Runs one file in a fresh TableEnvironment. Relative paths in it resolve against the file's folder;
/// `__TEST_DIR__` is replaced by a temporary folder made for the file (removed afterwards). Each failure is
/// written to `out` as "file:line: ..." with the statement, what was expected and what came.
/// A file that cannot be read or parsed counts as one failure.
FileSummary runTestFile(const std::filesystem::path& path, const RunnerOptions& options, std::ostream& out);

/// How a result value is written for comparison: NULL as NULL, the empty string as (empty), a number in a
/// column typed R with three decimals (as sqllogictest prints floats), anything else as Value::toString prints it.
std::string renderValue(const Value& value, char column_type);

}  // namespace tabula::slt
