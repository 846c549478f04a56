// The table of settings: key, the TableConfig flag it sets. Every setting so far is a flag, true or false.
#include "session_settings.hpp"

#include <algorithm>
#include <cctype>

#include "planner/binder/expression_binder.hpp"

namespace tabula::detail {
namespace {

struct Setting {
    const char* key;
    bool TableConfig::*flag;
};

// Sorted by key.
constexpr Setting kSettings[] = {
    {"table.exec.avg-integer-as-double", &TableConfig::avg_integer_as_double},
    {"table.exec.division-by-zero-as-null", &TableConfig::division_by_zero_as_null},
};

std::vector<std::string> keys() {
    std::vector<std::string> out;
    for (const Setting& setting : kSettings) out.emplace_back(setting.key);
    return out;
}

const Setting& settingFor(std::string_view key) {
    int found = planner::findName(keys(), key, planner::NameMode::CaseInsensitive);
    if (found >= 0) return kSettings[found];
    std::string closest = closestName(key, keys());
    std::string message = "unknown setting '" + std::string(key) + "'";
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    throw ValidationError(message + " (SET lists the settings)");
}

bool flagValue(std::string_view key, std::string_view value) {
    std::string lower(value);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "true") return true;
    if (lower == "false") return false;
    throw ValidationError("setting '" + std::string(key) + "' takes 'true' or 'false', not '" + std::string(value) +
                          "'");
}

}  // namespace

void setSetting(TableConfig& config, std::string_view key, std::string_view value) {
    const Setting& setting = settingFor(key);
    config.*setting.flag = flagValue(setting.key, value);
}

void resetSetting(TableConfig& config, std::string_view key) {
    const TableConfig defaults;
    if (key.empty()) {
        for (const Setting& setting : kSettings) config.*setting.flag = defaults.*setting.flag;
        return;
    }
    const Setting& setting = settingFor(key);
    config.*setting.flag = defaults.*setting.flag;
}

std::vector<std::pair<std::string, std::string>> settingValues(const TableConfig& config) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Setting& setting : kSettings) out.emplace_back(setting.key, config.*setting.flag ? "true" : "false");
    return out;
}

}  // namespace tabula::detail
