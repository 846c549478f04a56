// TerminalInput on libedit's readline interface: line editing, and history kept in ~/.tabula_history.
#include <cstdio>
#include <cstdlib>
#include <string>

#include <editline/readline.h>

#include "cli/terminal_input.hpp"

namespace tabula::cli {
namespace {

/// ~/.tabula_history, or "" when HOME is not set.
std::string historyPath() {
    const char* home = std::getenv("HOME");
    return home == nullptr ? std::string() : std::string(home) + "/.tabula_history";
}

}  // namespace

TerminalInput::TerminalInput() {
    std::string path = historyPath();
    if (!path.empty()) read_history(path.c_str());
}

TerminalInput::~TerminalInput() {
    std::string path = historyPath();
    if (!path.empty()) write_history(path.c_str());
}

std::optional<std::string> TerminalInput::readLine(const std::string& prompt) {
    char* raw = readline(prompt.c_str());
    if (raw == nullptr) return std::nullopt;
    std::string line(raw);
    std::free(raw);
    if (line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
    return line;
}

}  // namespace tabula::cli
