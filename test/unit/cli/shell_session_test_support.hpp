// A shell session over test/data with its output and errors captured, for the session and dot-command tests.
#pragma once

#include <sstream>
#include <string>

#include "cli/shell_session.hpp"

namespace tabula::cli {

inline const std::string kCreatePeople =
    "CREATE TABLE people (id INT, name STRING, country STRING, gender STRING)\n"
    "WITH ('connector' = 'filesystem', 'path' = 'cli_people.csv');\n";

/// A session over test/data with its output and errors captured.
struct Session {
    explicit Session(OutputFormat format = OutputFormat::Box, bool bail = false)
        : shell(ShellOptions{{format, true}, bail}, out, err) {}

    /// Runs `text` as a script; `name` is the script's name in error messages ("" for none).
    bool run(const std::string& text, const std::string& name = "") {
        return shell.runScript(text, {name, TABULA_TEST_DATA});
    }

    std::ostringstream out;
    std::ostringstream err;
    ShellSession shell;
};

}  // namespace tabula::cli
