// Fuzz target: Flink string expressions, alone and as lists, through the parser only.
#include "parser/parse.hpp"
#include "test/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text = tabula::fuzz::textOf(data, size);
    tabula::fuzz::refuseCleanlyAtWorst([&] { tabula::parser::parseExpression(text); });
    tabula::fuzz::refuseCleanlyAtWorst([&] { tabula::parser::parseExpressionList(text); });
    return 0;
}
