// The tabula executable's command line: options, inputs in the order given, usage text.
#pragma once

#include <string>
#include <vector>

#include "cli/shell_session.hpp"

namespace tabula::cli {

/// One input to run: a statement file or the text of a -c option.
struct ShellInput {
    enum class Kind { File, Command } kind;
    std::string value;
};

struct CommandLine {
    ShellOptions options;
    std::string init_file;           // -init FILE, run before the inputs; empty when not given
    std::vector<ShellInput> inputs;  // FILEs and -c texts in command-line order; none: read standard input
    bool help = false;
    bool version = false;
};

/// Parses argv[1..]. Throws std::invalid_argument with a message for the user on a bad option or value.
CommandLine parseCommandLine(const std::vector<std::string>& args);

/// The --help text.
std::string usageText();

}  // namespace tabula::cli
