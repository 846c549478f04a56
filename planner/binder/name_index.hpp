// NameIndex: finds the fields of a name in constant time, with findName's rules, so binding a select list of
// n fields (`select *` over a wide table) takes time linear in n.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "planner/binder/bind_context.hpp"

namespace tabula::planner {

/// True when `a` and `b` are equal but for the case of ASCII letters.
bool equalsIgnoringCase(std::string_view a, std::string_view b);
/// `name` with its ASCII letters in lower (upper) case.
std::string lowerCase(std::string_view name);
std::string upperCase(std::string_view name);

/// Hash lookup over a list of names. Views the names: they must outlive the index.
class NameIndex {
public:
    explicit NameIndex(const std::vector<std::string>& names);

    /// The positions, in order, of the names equal to `name`; when there are none and `mode` is
    /// CaseInsensitive, of the names equal but for case. Empty when absent.
    std::span<const uint32_t> matches(std::string_view name, NameMode mode) const;

private:
    std::unordered_map<std::string_view, std::vector<uint32_t>> exact_;
    std::unordered_map<std::string, std::vector<uint32_t>> folded_;  // keyed by the lower-cased name
};

}  // namespace tabula::planner
