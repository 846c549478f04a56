// Parsing tabula-tpchgen's options; every mistake is reported in a sentence naming what was wrong.
#include "tool_options.hpp"

#include <algorithm>
#include <charconv>

#include "row_generator.hpp"
#include "tabula/error.hpp"

namespace tabula::tpchgen {
namespace {

double parseScaleFactor(const std::string& text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        throw ValidationError("--sf takes a number, such as 1 or 0.01, not '" + text + "'");
    checkScaleFactor(value);
    return value;
}

std::vector<TpchTable> parseTables(const std::string& list) {
    std::vector<bool> chosen(tableSpecs().size(), false);
    size_t start = 0;
    while (start <= list.size()) {
        const size_t comma = std::min(list.find(',', start), list.size());
        const std::string name = list.substr(start, comma - start);
        const std::optional<TpchTable> table = findTable(name);
        if (!table) {
            std::string known;
            for (const TableSpec& spec : tableSpecs()) known += (known.empty() ? "" : ", ") + std::string(spec.name);
            throw ValidationError("--tables: no TPC-H table is called '" + name + "'; the tables are " + known);
        }
        chosen[static_cast<size_t>(*table)] = true;
        start = comma + 1;
    }
    std::vector<TpchTable> tables;
    for (const TableSpec& spec : tableSpecs())
        if (chosen[static_cast<size_t>(spec.table)]) tables.push_back(spec.table);
    return tables;
}

}  // namespace

ToolOptions parseToolOptions(std::span<const std::string> arguments) {
    ToolOptions options;
    bool has_scale = false, has_tables = false;
    for (size_t i = 0; i < arguments.size(); ++i) {
        const std::string& option = arguments[i];
        if (option == "--help" || option == "-h") {
            options.help = true;
            return options;
        }
        if (option != "--sf" && option != "--output" && option != "--tables")
            throw ValidationError("unknown option '" + option + "' (see --help)");
        if (i + 1 == arguments.size()) throw ValidationError(option + " needs a value (see --help)");
        const std::string& value = arguments[++i];
        if (option == "--sf") {
            options.scale_factor = parseScaleFactor(value);
            has_scale = true;
        } else if (option == "--output") {
            if (value.empty()) throw ValidationError("--output needs a directory");
            options.output = value;
        } else {
            options.tables = parseTables(value);
            has_tables = true;
        }
    }
    if (!has_scale) throw ValidationError("--sf is required: the scale factor, such as 1 (see --help)");
    if (!has_tables)
        for (const TableSpec& spec : tableSpecs()) options.tables.push_back(spec.table);
    return options;
}

std::string usageText() {
    return "Usage: tabula-tpchgen --sf N [--output DIR] [--tables NAME,...]\n"
           "Writes the TPC-H tables at scale factor N as CSV files DIR/<table>.csv (a header line, ',' between\n"
           "fields), each written to a temporary file and renamed when complete.\n"
           "\n"
           "  --sf N          the scale factor, from 0.01 to 300 (1: lineitem has about 6 million rows)\n"
           "  --output DIR    the directory to write to (made if missing; default: the current one)\n"
           "  --tables LIST   the tables to write, separated by commas (default: all eight: region, nation,\n"
           "                  part, supplier, partsupp, customer, orders, lineitem)\n"
           "  --help          print this and exit\n";
}

}  // namespace tabula::tpchgen
