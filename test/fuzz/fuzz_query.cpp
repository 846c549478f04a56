// Fuzz target: whole SQL queries (joins, subqueries, set operations, windows, functions) over the small tables
// of queryEnvironment(), planned with every rewrite rule and run to the last row.
#include "test/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text = tabula::fuzz::textOf(data, size);
    tabula::TableEnvironment& environment = tabula::fuzz::queryEnvironment();
    tabula::fuzz::startQueryClock();
    tabula::fuzz::refuseCleanlyAtWorst([&] { tabula::fuzz::drain(environment.sqlQuery(text).execute()); });
    return 0;
}
