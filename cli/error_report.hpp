// Turns an exception raised by a statement into the text the shell and the test runner print.
#pragma once

#include <cstdint>
#include <exception>
#include <string>

namespace tabula::cli {

/// Where the parsed text came from: a name for messages ("" for none, as at the interactive prompt) and how many
/// lines of the input came before it (the shell parses one chunk of complete statements at a time).
struct ErrorOrigin {
    std::string name;
    uint32_t line_offset = 0;
};

/// The message for `error`: a tabula error placed in the parsed text (runStatement places every error it passes on)
/// is rendered as a part of the input origin names, its lines counted from origin.line_offset + 1 and the
/// position prefixed with "name:" when there is a name; other tabula errors print their message; anything else is
/// reported as an internal error.
std::string errorReport(const std::exception& error, const ErrorOrigin& origin);

}  // namespace tabula::cli
