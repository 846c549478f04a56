// Which known WITH option a mistyped or misnamed key most likely meant.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tabula::detail {

/// The known option `key` most likely stands for, or "" when none is close. In order: a name other tools use
/// for an option (`csv.delimiter`, `csv.separator` -> `csv.field-delimiter`); a known key whose dotted and dashed
/// words include every word of `key` (`csv.comment` -> `csv.comment-prefix`), the one with fewest extra words;
/// else the closest by edit distance, for typos (`csv.field-delimeter`). Matching ignores case.
std::string suggestOptionKey(std::string_view key, const std::vector<std::string>& known);

}  // namespace tabula::detail
