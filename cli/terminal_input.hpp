// Line input for the interactive prompt: libedit (line editing, history in ~/.tabula_history) when the build
// has it, plain std::getline otherwise. terminal_input_libedit.cpp / terminal_input_plain.cpp implement it.
#pragma once

#include <string>

namespace tabula::cli {

/// What TerminalInput::readLine read.
struct InputLine {
    enum class Kind {
        Text,         // a line, in `text` without its newline
        Interrupted,  // Ctrl-C: what was typed on the line is dropped
        End,          // end of input (Ctrl-D)
    } kind;
    std::string text;
};

/// One per interactive session. Not thread-safe.
class TerminalInput {
public:
    /// Loads the history (libedit build).
    TerminalInput();
    /// Saves the history (libedit build).
    ~TerminalInput();
    TerminalInput(const TerminalInput&) = delete;
    TerminalInput& operator=(const TerminalInput&) = delete;

    /// Shows `prompt` and reads one line. Ctrl-C while reading ends the line on the screen and returns Interrupted.
    InputLine readLine(const std::string& prompt);
};

}  // namespace tabula::cli
