// NameIndex: two hash maps built once per scope, for exact and case-insensitive lookups.
#include "planner/binder/name_index.hpp"

#include <algorithm>
#include <cctype>

namespace tabula::planner {

std::string lowerCase(std::string_view name) {
    std::string out(name);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

std::string upperCase(std::string_view name) {
    std::string out(name);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::toupper(c); });
    return out;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

NameIndex::NameIndex(const std::vector<std::string>& names) {
    exact_.reserve(names.size());
    folded_.reserve(names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        exact_[names[i]].push_back(static_cast<uint32_t>(i));
        folded_[lowerCase(names[i])].push_back(static_cast<uint32_t>(i));
    }
}

std::span<const uint32_t> NameIndex::matches(std::string_view name, NameMode mode) const {
    if (auto exact = exact_.find(name); exact != exact_.end()) return exact->second;
    if (mode == NameMode::Exact) return {};
    auto match = folded_.find(lowerCase(name));
    if (match == folded_.end()) return {};
    return match->second;
}

}  // namespace tabula::planner
