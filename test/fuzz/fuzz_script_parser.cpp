// Fuzz target: scripts as the shell reads them: whole, split into statements, and the prompt's completeness test.
#include "parser/parse.hpp"
#include "test/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text = tabula::fuzz::textOf(data, size);
    tabula::fuzz::refuseCleanlyAtWorst([&] { tabula::parser::parseScript(text); });
    tabula::fuzz::refuseCleanlyAtWorst([&] {
        for (const tabula::SourceSpan& piece : tabula::parser::splitScript(text)) {
            if (piece.end < piece.begin || piece.end > text.size()) tabula::fuzz::reportDefect("piece out of the text");
            tabula::fuzz::refuseCleanlyAtWorst([&] { tabula::parser::parseStatement(text, piece); });
        }
    });
    tabula::parser::isCompleteStatement(text);
    return 0;
}
