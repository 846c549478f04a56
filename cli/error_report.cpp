// Error text for the shell: script positions become input positions.
#include "cli/error_report.hpp"

#include "cli/script_slice.hpp"
#include "tabula/error.hpp"

namespace tabula::cli {

std::string errorReport(const std::exception& error, const ErrorOrigin& origin) {
    std::string message = error.what();
    if (dynamic_cast<const Error*>(&error) != nullptr && hasPosition(message)) {
        size_t colon = message.find(':');
        uint64_t line = std::stoull(message.substr(0, colon)) + origin.line_offset;
        message = std::to_string(line) + message.substr(colon);
        if (!origin.name.empty()) message = origin.name + ":" + message;
    }
    if (dynamic_cast<const Error*>(&error) == nullptr) return "internal error: " + message;
    return message;
}

}  // namespace tabula::cli
