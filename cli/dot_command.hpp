// Shell commands that are not statements, as in sqlite3 and duckdb: `.mode csv`, `.headers off`, `.nullvalue`,
// `.timer on`, `.tables`, `.schema`, `.load FILE`, `.read FILE`, `.print`, `.help`, and `.quit`, `.exit`, `exit`,
// `quit` to leave.
#pragma once

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

#include "tabula/result_format.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// True for a line the shell runs itself: it starts with '.' (after blanks), or is `exit` or `quit` (any case,
/// with or without ';'). Only a line that starts a statement is looked at this way.
bool isDotCommand(std::string_view line);

/// What a dot-command may read and change.
struct DotCommandContext {
    FormatOptions& format;
    TableEnvironment& env;  // .load registers functions on it
    std::ostream& out;
    /// Where .load's and .read's relative paths resolve, as the statements' of the same input; empty: the current
    /// directory.
    const std::filesystem::path& base_dir;
    bool& timer;  // .timer: report each statement's time
    /// .read: runs the statements of a file; false when the shell must stop (an error under bail, or .quit).
    const std::function<bool(const std::filesystem::path&)>& run_file;
};

/// Runs a line for which isDotCommand holds. Returns false when it asks to leave the shell. Throws
/// ValidationError for an unknown command (naming the closest) or a bad argument, with a caret under it in
/// `line` (line 1).
bool runDotCommand(std::string_view line, const DotCommandContext& context);

/// The .help text.
std::string dotCommandHelp();

}  // namespace tabula::cli
