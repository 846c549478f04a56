// tabula-tpchgen: writes the TPC-H tables at a scale factor as CSV files (see usageText()).
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "csv_output.hpp"
#include "tabula/error.hpp"
#include "tool_options.hpp"

using namespace tabula::tpchgen;

int main(int argc, char** argv) {
    const std::vector<std::string> arguments(argv + 1, argv + argc);
    try {
        const ToolOptions options = parseToolOptions(arguments);
        if (options.help) {
            std::fputs(usageText().c_str(), stdout);
            return 0;
        }
        writeTables(options.tables, Scale::of(options.scale_factor), options.output);
        return 0;
    } catch (const tabula::Error& error) {
        std::fprintf(stderr, "tabula-tpchgen: %s\n", error.what());
    } catch (const std::exception& error) {
        std::fprintf(stderr, "tabula-tpchgen: %s\n", error.what());
    }
    return 1;
}
