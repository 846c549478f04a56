// The tabula shell: runs statement files, -c text, standard input, or an interactive prompt on a terminal.
#include <unistd.h>

#include <iostream>
#include <stdexcept>

#include "cli/command_line.hpp"
#include "cli/interrupt_scope.hpp"
#include "cli/interruptible_input.hpp"
#include "cli/shell_session.hpp"
#include "cli/terminal_input.hpp"

namespace {

using tabula::cli::Chunk;
using tabula::cli::ShellSession;

/// The prompt loop: "tabula> " for a new statement, "   ...> " while one is incomplete. Ctrl-C drops the
/// statement being typed, or cancels the one running, and shows a new prompt; SIGTERM and SIGHUP end the loop.
/// Errors carry no input name: the user has just typed the statement.
bool runInteractive(ShellSession& session) {
    std::cout << "tabula " TABULA_VERSION
                 ": end statements with ';', quit with .quit or Ctrl-D; .help lists the "
                 "commands.\n";
    tabula::cli::TerminalInput input;
    tabula::cli::StatementReader reader;
    for (;;) {
        if (tabula::cli::terminationSignal() != 0) return false;
        tabula::cli::InputLine line = input.readLine(reader.idle() ? "tabula> " : "   ...> ");
        if (line.kind == tabula::cli::InputLine::Kind::End) break;
        if (line.kind == tabula::cli::InputLine::Kind::Interrupted) {
            reader = tabula::cli::StatementReader();
            continue;
        }
        if (!session.runLine(reader, line.text, {}) && !session.cancelled()) return false;
    }
    std::cout << '\n';
    std::optional<Chunk> rest = reader.finish();
    return !rest || session.runChunk(*rest, {});
}

/// Statements from a pipe or a redirected file, each run as soon as its ';' is read. A signal while the shell
/// waits for the next line ends the shell, Ctrl-C too (as it ends the process writing into the pipe).
void runPiped(ShellSession& session) {
    tabula::cli::InterruptibleInput piped(STDIN_FILENO, tabula::cli::SignalWhileWaiting::EndsShell);
    std::istream in(&piped);
    session.runStream(in, {"stdin", {}});
}

}  // namespace

int main(int argc, char** argv) {
    tabula::cli::installSignalHandlers();
    tabula::cli::CommandLine command_line;
    try {
        command_line = tabula::cli::parseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::invalid_argument& error) {
        std::cerr << "tabula: " << error.what() << '\n';
        return 2;
    }
    if (command_line.help) {
        std::cout << tabula::cli::usageText();
        return 0;
    }
    if (command_line.version) {
        std::cout << "tabula " TABULA_VERSION "\n";
        return 0;
    }

    ShellSession session(command_line.options, std::cout, std::cerr);
    bool go_on = command_line.init_file.empty() || session.runFile(command_line.init_file);
    for (const tabula::cli::ShellInput& input : command_line.inputs) {
        if (!go_on) break;
        go_on = input.kind == tabula::cli::ShellInput::Kind::File ? session.runFile(input.value)
                                                                  : session.runScript(input.value, {"-c", {}});
    }
    if (go_on && command_line.inputs.empty()) {
        if (isatty(STDIN_FILENO))
            runInteractive(session);
        else
            runPiped(session);
    }
    // Ended by SIGTERM or SIGHUP, or by Ctrl-C while piped input was awaited (a statement running was cancelled and
    // its temporary files removed): the status a shell reports for a process the signal ended.
    if (int signal = tabula::cli::terminationSignal(); signal != 0) return 128 + signal;
    return session.failed() ? 1 : 0;
}
