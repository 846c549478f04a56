// NameIndex: finds a field by name in constant time, with findName's rules, so binding a select list of
// n fields (`select *` over a wide table) takes time linear in n.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "planner/binder/expression_binder.hpp"

namespace tabula::planner {

/// Hash lookup over a list of names. Views the names: they must outlive the index.
class NameIndex {
public:
    explicit NameIndex(const std::vector<std::string>& names);

    /// As findName(names, name, mode): the first exact match; else, in CaseInsensitive mode, the only
    /// case-insensitive match. -1 when absent, -2 when ambiguous.
    int find(std::string_view name, NameMode mode) const;

private:
    std::unordered_map<std::string_view, int> exact_;  // each name's first position
    std::unordered_map<std::string, int> folded_;      // lower-cased name -> its position, or -2 when several
};

}  // namespace tabula::planner
