// Runs the records of sqllogictest files and reports each failure; how a record's statements execute is the
// caller's, so one runner serves tabula-slt (executeSql) and the test suite (the shell's statement runner).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "slt/slt_file.hpp"
#include "tabula/row.hpp"

namespace tabula::slt {

/// What a record's statement text did.
struct Outcome {
    /// The rows of a statement's result and how many columns it has.
    struct Result {
        size_t columns = 0;
        std::vector<Row> rows;
    };
    /// The message of the statement that failed, as a report should show it; nullopt when all succeeded.
    std::optional<std::string> error;
    /// The last statement's result; nullopt when it gave none.
    std::optional<Result> result;
};

/// Runs a record's statement text, which starts on line `line` of the file, in the file's environment. Errors
/// come back in the outcome rather than thrown.
using Executor = std::function<Outcome(const std::string& sql, uint32_t line)>;

struct RunOptions {
    Dialect dialect = Dialect::Sqlite;
    /// Only counts: no report per failing record.
    bool quiet = false;
};

struct RunCounts {
    size_t passed = 0;
    size_t failed = 0;
    size_t skipped = 0;  // skipif / onlyif / mode skip excluded them, or halt ended the file before them

    RunCounts& operator+=(const RunCounts& other);
};

/// Runs the records of `text` (the file `name`) through `execute`. Each failing record is written to `out` as
/// "name:line: what went wrong", then the statement text, then what was expected and what came.
RunCounts runText(std::string_view name, std::string_view text, const RunOptions& options, const Executor& execute,
                  std::ostream& out);

/// Reads the file at `path` and runs it as runText does; a file that cannot be read is reported and counts as
/// one failed record.
RunCounts runFile(const std::filesystem::path& path, const RunOptions& options, const Executor& execute,
                  std::ostream& out);

}  // namespace tabula::slt
