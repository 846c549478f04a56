// InterruptibleInput: waits for input or a signal, then reads what is there.
#include "cli/interruptible_input.hpp"

#include <unistd.h>

#include <cerrno>

#include "cli/interrupt_scope.hpp"

namespace tabula::cli {

InterruptibleInput::int_type InterruptibleInput::underflow() {
    while (interrupted_by_ == 0) {
        if (int signal = waitForInput(fd_); signal != 0) {
            interrupted_by_ = signal;
            if (on_signal_ == SignalWhileWaiting::EndsShell) endShellBy(signal);
            break;
        }
        const ssize_t count = read(fd_, buffer_.data(), buffer_.size());
        if (count > 0) {
            setg(buffer_.data(), buffer_.data(), buffer_.data() + count);
            return traits_type::to_int_type(buffer_[0]);
        }
        // The end of the input, or an error that ends it as it would end std::cin. EINTR: the signal is kept,
        // and the next wait returns it.
        if (count == 0 || errno != EINTR) break;
    }
    return traits_type::eof();
}

}  // namespace tabula::cli
