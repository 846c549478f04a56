// The text a shell statement was parsed from and the folder its relative paths resolve against.
#pragma once

#include <filesystem>
#include <string_view>

#include "tabula/error.hpp"

namespace tabula::detail {

/// Where a statement comes from. AST spans are byte offsets into `text`; errors are placed in it.
struct ScriptContext {
    std::string_view text;           // the parsed script text (not owned; outlives the statements run from it)
    std::filesystem::path base_dir;  // relative CSV paths resolve here; empty means the current directory

    /// The text as the source of an error placed in it (a copy: errors outlive the script).
    ErrorSourcePtr errorSource() const { return makeErrorSource(text); }
};

}  // namespace tabula::detail
