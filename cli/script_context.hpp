// The text a shell statement was parsed from and the folder its relative paths resolve against.
#pragma once

#include <filesystem>
#include <string_view>

namespace tabula::cli {

/// Where a statement comes from. AST spans are byte offsets into `text`; errors are rendered against it.
struct ScriptContext {
    std::string_view text;           // the parsed script text (not owned; outlives the statements run from it)
    std::filesystem::path base_dir;  // relative CSV paths resolve here; empty means the current directory
};

}  // namespace tabula::cli
