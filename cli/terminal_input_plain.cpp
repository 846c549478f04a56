// TerminalInput without libedit: the prompt and std::getline, no editing or history.
#include <unistd.h>

#include <iostream>

#include "cli/interruptible_input.hpp"
#include "cli/terminal_input.hpp"

namespace tabula::cli {

TerminalInput::TerminalInput() = default;
TerminalInput::~TerminalInput() = default;

InputLine TerminalInput::readLine(const std::string& prompt) {
    // A signal ends a wait for the terminal's bytes, also one that came just before the wait.
    static InterruptibleInput terminal_bytes(STDIN_FILENO, SignalWhileWaiting::EndsRead);
    static std::istream terminal(&terminal_bytes);
    std::cout << prompt << std::flush;
    std::string line;
    if (std::getline(terminal, line)) return {InputLine::Kind::Text, std::move(line)};
    terminal.clear();
    if (terminal_bytes.interruptedBy() == 0) return {InputLine::Kind::End, {}};
    // The terminal dropped what was typed.
    terminal_bytes.resume();
    std::cout << '\n';
    return {InputLine::Kind::Interrupted, {}};
}

}  // namespace tabula::cli
