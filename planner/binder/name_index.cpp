// NameIndex: two hash maps built once per binder, for exact and case-insensitive lookups.
#include "planner/binder/name_index.hpp"

#include <algorithm>
#include <cctype>

namespace tabula::planner {
namespace {

std::string folded(std::string_view name) {
    std::string out(name);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

}  // namespace

NameIndex::NameIndex(const std::vector<std::string>& names) {
    exact_.reserve(names.size());
    folded_.reserve(names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        int position = static_cast<int>(i);
        exact_.emplace(names[i], position);
        auto [entry, inserted] = folded_.emplace(folded(names[i]), position);
        if (!inserted) entry->second = -2;
    }
}

int NameIndex::find(std::string_view name, NameMode mode) const {
    if (auto exact = exact_.find(name); exact != exact_.end()) return exact->second;
    if (mode == NameMode::Exact) return -1;
    auto match = folded_.find(folded(name));
    return match == folded_.end() ? -1 : match->second;
}

}  // namespace tabula::planner
