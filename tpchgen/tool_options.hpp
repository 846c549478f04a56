// The command line of tabula-tpchgen: `--sf N [--output DIR] [--tables a,b,...]`, parsed into ToolOptions.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "tpch_schema.hpp"

namespace tabula::tpchgen {

struct ToolOptions {
    double scale_factor = 0;
    std::filesystem::path output = ".";
    std::vector<TpchTable> tables;  ///< in the specification's order, each once
    bool help = false;              ///< --help: print usageText() and nothing else
};

/// Parses the arguments after the program name. Throws ValidationError with a sentence for the user: an unknown
/// option, a missing value, a scale factor that is not a number or out of range, an unknown table.
ToolOptions parseToolOptions(std::span<const std::string> arguments);

/// What --help prints.
std::string usageText();

}  // namespace tabula::tpchgen
