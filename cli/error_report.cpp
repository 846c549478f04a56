// Error text for the shell: errors placed in a chunk of the input are rendered with the input's name and lines.
#include "cli/error_report.hpp"

#include "tabula/error.hpp"

namespace tabula::cli {

std::string errorReport(const std::exception& error, const ErrorOrigin& origin) {
    const auto* tabula_error = dynamic_cast<const Error*>(&error);
    if (tabula_error == nullptr) return "internal error: " + std::string(error.what());
    if (!tabula_error->span() || !tabula_error->source()) return tabula_error->what();
    // The error's source is the chunk the shell parsed: render it as a part of the named input.
    Error placed = *tabula_error;
    const ErrorSource& chunk = *placed.source();
    auto in_input = std::make_shared<const ErrorSource>(
        ErrorSource{origin.name.empty() ? chunk.name : origin.name, chunk.text, chunk.first_line + origin.line_offset});
    placed.relocate(std::move(in_input), *placed.span());
    return placed.what();
}

}  // namespace tabula::cli
