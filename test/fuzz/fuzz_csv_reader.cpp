// Fuzz target: the CSV reader. The first byte picks the options (delimiter, quote, header, comments, parse
// errors skipped, or the sniffer deciding all of it), the next up to four the column types; the rest is the
// file.
#include <array>

#include "test/fuzz/file_table_fuzzing.hpp"
#include "test/fuzz/fuzz_support.hpp"

namespace {

void readAsOptionsSay(uint8_t options, std::string_view& input) {
    using tabula::CsvTableSource;
    static const std::array<const char*, 8> kDelimiters = {",", ";", "\t", "|", "||", " ", "\x01", "ab"};
    CsvTableSource::Builder builder = CsvTableSource::builder();
    builder.fieldDelimiter(kDelimiters[options & 7]);
    if ((options & 8) != 0) builder.ignoreFirstLine();
    if ((options & 16) != 0) builder.ignoreParseErrors();
    if ((options & 32) != 0) builder.commentPrefix("#");
    if ((options & 64) != 0) builder.quoteCharacter('\'');
    if ((options & 128) != 0) builder.noQuoteCharacter();
    const size_t columns = input.empty() ? 1 : 1 + uint8_t(input.front()) % 4;
    if (!input.empty()) input.remove_prefix(1);
    tabula::fuzz::addFieldsFromInput(builder, input, columns);
    const std::string& path = tabula::fuzz::writeInputFile(input, ".csv");
    tabula::fuzz::readWholeTable(builder.path(path).build());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view input = tabula::fuzz::textOf(data, size);
    if (input.empty()) return 0;
    const uint8_t options = uint8_t(input.front());
    input.remove_prefix(1);
    tabula::fuzz::refuseCleanlyAtWorst([&] {
        if (options == 0xff) {  // the sniffer decides delimiter, quote, header and types
            tabula::TableEnvironment environment;
            const std::string& path = tabula::fuzz::writeInputFile(input, ".csv");
            tabula::fuzz::drain(environment.readCsv(path).execute());
        } else {
            readAsOptionsSay(options, input);
        }
    });
    return 0;
}
