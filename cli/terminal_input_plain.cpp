// TerminalInput without libedit: the prompt and std::getline, no editing or history.
#include <iostream>

#include "cli/terminal_input.hpp"

namespace tabula::cli {

TerminalInput::TerminalInput() = default;
TerminalInput::~TerminalInput() = default;

std::optional<std::string> TerminalInput::readLine(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return line;
}

}  // namespace tabula::cli
