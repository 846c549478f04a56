// Line input for the interactive prompt: libedit (line editing, history in ~/.tabula_history) when the build
// has it, plain std::getline otherwise. terminal_input_libedit.cpp / terminal_input_plain.cpp implement it.
#pragma once

#include <optional>
#include <string>

namespace tabula::cli {

/// One per interactive session. Not thread-safe.
class TerminalInput {
public:
    /// Loads the history (libedit build).
    TerminalInput();
    /// Saves the history (libedit build).
    ~TerminalInput();
    TerminalInput(const TerminalInput&) = delete;
    TerminalInput& operator=(const TerminalInput&) = delete;

    /// Shows `prompt` and reads one line, without its newline; nullopt at end of input.
    std::optional<std::string> readLine(const std::string& prompt);
};

}  // namespace tabula::cli
