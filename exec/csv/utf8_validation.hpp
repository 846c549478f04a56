// UTF-8 validation of text read from files, so STRING values are always well-formed.
#pragma once

#include <string_view>

namespace tabula::exec {

/// True when `text` is well-formed UTF-8: no stray continuation bytes, truncated sequences, overlong forms,
/// surrogates or code points above U+10FFFF.
bool isValidUtf8(std::string_view text);

}  // namespace tabula::exec
