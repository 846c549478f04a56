// TerminalInput on libedit's readline interface: line editing, and history kept in ~/.tabula_history. libedit
// reads the terminal through InterruptibleInput, so that a signal makes readline return whenever it comes.
#include <langinfo.h>
#include <unistd.h>

#include <climits>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <string>

#include <editline/readline.h>

#include "cli/interruptible_input.hpp"
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

/// The bytes typed at the terminal. A signal ends a wait for them; readLine resumes them.
InterruptibleInput& terminalBytes() {
    static InterruptibleInput bytes(STDIN_FILENO, SignalWhileWaiting::EndsRead);
    return bytes;
}

/// libedit's source of characters (rl_getc_function, called instead of libedit's own read of the terminal): the
/// next character typed, decoded from the terminal's encoding as libedit's reader decodes it, or EOF once a
/// signal arrives, which makes readline return. libedit takes the int returned as a wchar_t.
int readCharacter(FILE* /*stream: stdin, whose bytes terminalBytes() holds*/) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        const int byte = terminalBytes().sbumpc();
        if (byte == EOF) return EOF;
        bytes[count++] = static_cast<char>(byte);
        for (;;) {
            std::mbstate_t state{};
            wchar_t character = 0;
            const size_t used = std::mbrtowc(&character, bytes, count, &state);
            if (used == static_cast<size_t>(-2)) {  // the character goes on in the next byte
                if (count == sizeof bytes) count = 0;
                break;
            }
            if (used != static_cast<size_t>(-1)) return static_cast<int>(character);
            // Not a character of the encoding: dropped, as libedit drops it, but its last byte may begin one.
            if (count == 1) {
                count = 0;
                break;
            }
            bytes[0] = bytes[count - 1];
            count = 1;
        }
    }
}

}  // namespace

TerminalInput::TerminalInput() {
    useTerminalEncoding();
    // Before read_history: it initializes libedit, which takes rl_getc_function only then.
    rl_getc_function = readCharacter;
    std::string path = historyPath();
    if (!path.empty()) read_history(path.c_str());
}

TerminalInput::~TerminalInput() {
    std::string path = historyPath();
    if (!path.empty()) write_history(path.c_str());
}

InputLine TerminalInput::readLine(const std::string& prompt) {
    char* raw = readline(prompt.c_str());
    if (terminalBytes().interruptedBy() != 0) {
        // A signal made readCharacter answer EOF and readline return null, as at the end of input.
        std::free(raw);
        terminalBytes().resume();
        std::fputs("\n", stdout);
        return {InputLine::Kind::Interrupted, {}};
    }
    if (raw == nullptr) return {InputLine::Kind::End, {}};
    std::string line(raw);
    std::free(raw);
    if (line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
    return {InputLine::Kind::Text, std::move(line)};
}

}  // namespace tabula::cli
