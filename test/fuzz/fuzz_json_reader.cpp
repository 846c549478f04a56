// Fuzz target: the JSON lines reader. The first byte gives the number of columns (1 to 4), the next ones their
// types; the rest is the file.
#include "test/fuzz/file_table_fuzzing.hpp"
#include "test/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view input = tabula::fuzz::textOf(data, size);
    if (input.empty()) return 0;
    const size_t columns = 1 + uint8_t(input.front()) % 4;
    input.remove_prefix(1);
    tabula::fuzz::refuseCleanlyAtWorst([&] {
        tabula::CsvTableSource::Builder builder = tabula::CsvTableSource::builder();
        builder.format(tabula::FileFormat::Json);
        tabula::fuzz::addFieldsFromInput(builder, input, columns);
        tabula::fuzz::readWholeTable(builder.path(tabula::fuzz::writeInputFile(input, ".jsonl")).build());
    });
    return 0;
}
