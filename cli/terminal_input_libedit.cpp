// TerminalInput on libedit's readline interface: line editing, and history kept in ~/.tabula_history.
#include <cstdio>
#include <cstdlib>
#include <string>

#include <editline/readline.h>

#include "cli/interrupt_scope.hpp"
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

InputLine TerminalInput::readLine(const std::string& prompt) {
    InterruptScope scope;
    char* raw = readline(prompt.c_str());
    if (raw == nullptr) {
        // Ctrl-C makes libedit's read fail with EINTR and readline return null, as at the end of input.
        if (!scope.interrupted()) return {InputLine::Kind::End, {}};
        std::fputs("\n", stdout);
        return {InputLine::Kind::Interrupted, {}};
    }
    std::string line(raw);
    std::free(raw);
    if (line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
    return {InputLine::Kind::Text, std::move(line)};
}

}  // namespace tabula::cli
