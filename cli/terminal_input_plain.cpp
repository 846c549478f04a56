// TerminalInput without libedit: the prompt and std::getline, no editing or history.
#include <iostream>

#include "cli/interrupt_scope.hpp"
#include "cli/terminal_input.hpp"

namespace tabula::cli {

TerminalInput::TerminalInput() = default;
TerminalInput::~TerminalInput() = default;

InputLine TerminalInput::readLine(const std::string& prompt) {
    std::cout << prompt << std::flush;
    InterruptScope scope;
    std::string line;
    if (std::getline(std::cin, line)) return {InputLine::Kind::Text, std::move(line)};
    if (!scope.interrupted()) return {InputLine::Kind::End, {}};
    // The interrupted read left the stream failed; the terminal dropped what was typed.
    std::cin.clear();
    std::cout << '\n';
    return {InputLine::Kind::Interrupted, {}};
}

}  // namespace tabula::cli
