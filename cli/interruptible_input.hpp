// A stream buffer over a file descriptor whose wait for input a signal ends (waitForInput): the shell reads piped
// statements through it, and prompt lines when it is built without libedit, so that a SIGTERM or a Ctrl-C is
// seen at any moment, also just before a read begins.
#pragma once

#include <array>
#include <streambuf>

namespace tabula::cli {

/// What a signal that ends a wait for input does besides ending the input.
enum class SignalWhileWaiting {
    EndsRead,   // nothing more: after Ctrl-C the prompt starts over (resume() reads on)
    EndsShell,  // it ends the shell too (endShellBy): Ctrl-C stops a piped script like a process it ends
};

/// Reads `fd` (not owned) in chunks of what is there, so that each line reaches the reader as soon as it is
/// written. Once a signal ended the input it stays ended until resume(). Not thread-safe.
class InterruptibleInput : public std::streambuf {
public:
    InterruptibleInput(int fd, SignalWhileWaiting on_signal) : fd_(fd), on_signal_(on_signal) {}

    /// The signal that ended the input, or 0 while there is input or it came to its real end.
    int interruptedBy() const { return interrupted_by_; }
    /// Reads on after a signal ended the input.
    void resume() { interrupted_by_ = 0; }

protected:
    int_type underflow() override;

private:
    int fd_;
    SignalWhileWaiting on_signal_;
    int interrupted_by_ = 0;
    std::array<char, 65536> buffer_{};
};

}  // namespace tabula::cli
