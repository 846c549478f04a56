// A shell session: one TableEnvironment, statements run chunk by chunk, results printed in the chosen format
// and errors reported with input positions. The tabula executable is a thin driver around it.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>

#include "cli/error_report.hpp"
#include "cli/statement_reader.hpp"
#include "cli/statement_runner.hpp"
#include "tabula/result_format.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::cli {

struct ShellOptions {
    FormatOptions format;
    bool bail = false;  // stop at the first failed statement
};

/// Where statements come from: a name for error messages (the file, "-c", "stdin"; "" at the interactive prompt)
/// and the folder relative CSV paths resolve against (empty: the current directory).
struct InputSource {
    std::string name;
    std::filesystem::path base_dir;
};

/// Not thread-safe. `out` receives results, `err` errors and warnings; both must outlive the session.
class ShellSession {
public:
    ShellSession(ShellOptions options, std::ostream& out, std::ostream& err);

    TableEnvironment& environment() { return env_; }

    /// Runs every statement of `text`. Returns false when the run must stop (an error under bail).
    bool runScript(std::string_view text, const InputSource& source);
    /// Runs the statements of a file; relative paths inside resolve against the file's folder.
    bool runFile(const std::filesystem::path& path);
    /// Runs statements from `in` as lines arrive (each statement runs as soon as its ';' is read), so another
    /// program can drive the shell through a pipe.
    bool runStream(std::istream& in, const InputSource& source);
    /// Runs one chunk of complete statements read by a StatementReader from `source`. Each statement is parsed
    /// and run on its own: one that does not parse is reported and the next one runs (unless bail is set).
    /// Ctrl-C while a statement runs cancels it ("query cancelled") and stops the run; SIGTERM and SIGHUP do too,
    /// and, even when they found no query to cancel, no statement starts after them (terminationSignal()).
    bool runChunk(const Chunk& chunk, const InputSource& source);
    /// Runs one input line: a dot-command (isDotCommand) when no statement is partly read, else a line for
    /// `reader`, running the statements it completes.
    bool runLine(StatementReader& reader, std::string_view line, const InputSource& source);

    /// True once any statement has failed.
    bool failed() const { return failed_; }
    /// True once .quit, .exit, exit or quit was run.
    bool quitRequested() const { return quit_requested_; }
    /// True when the last statement run was cancelled by Ctrl-C.
    bool cancelled() const { return cancelled_; }

private:
    /// Prints a statement's rows or text. Rows are written as the query produces them (box and Markdown wait for
    /// the last row); an error while reading them leaves the rows written so far and is thrown.
    void print(StatementOutcome& outcome);
    void writeResult(TableResult& result);
    /// Reports an error; returns false when the run must stop.
    bool report(const std::exception& error, const ErrorOrigin& origin);

    ShellOptions options_;
    std::ostream& out_;
    std::ostream& err_;
    TableEnvironment env_;
    bool timer_ = false;  // .timer on
    bool failed_ = false;
    bool quit_requested_ = false;
    bool cancelled_ = false;
};

}  // namespace tabula::cli
