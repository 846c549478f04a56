// The session settings SET and RESET change: each a key naming a TableConfig member.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// SET key = value. Keys match case-insensitively. Throws ValidationError for an unknown key (naming the closest
/// known one) or a value the setting does not take.
void setSetting(TableConfig& config, std::string_view key, std::string_view value);

/// RESET key: back to its default; every setting when `key` is empty. Throws as setSetting for an unknown key.
void resetSetting(TableConfig& config, std::string_view key);

/// Every setting with its current value, sorted by key.
std::vector<std::pair<std::string, std::string>> settingValues(const TableConfig& config);

}  // namespace tabula::detail
