// TerminalInput on libedit's readline interface: line editing, and history kept in ~/.tabula_history.
#include <langinfo.h>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

/// Gives libedit the user's character encoding: in the "C" locale a program starts in, it drops every byte of a
/// multibyte character typed at the prompt ('Zürich' would reach the statement as 'Zrich'). Only LC_CTYPE
/// changes, so number formatting stays the same. A locale that is not UTF-8 (LANG unset, or "C") falls back to
/// C.UTF-8, the encoding of every terminal tabula is used in.
void useTerminalEncoding() {
    std::setlocale(LC_CTYPE, "");
    if (std::strcmp(nl_langinfo(CODESET), "UTF-8") != 0) std::setlocale(LC_CTYPE, "C.UTF-8");
}

}  // namespace

TerminalInput::TerminalInput() {
    useTerminalEncoding();
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
