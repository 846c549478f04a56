// NameIndex: the hash lookup the binder uses must find what findName's linear scan finds.
#include <gtest/gtest.h>

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/name_index.hpp"

namespace tabula::planner {
namespace {

std::vector<uint32_t> matchesOf(const NameIndex& index, std::string_view name, NameMode mode) {
    auto found = index.matches(name, mode);
    return {found.begin(), found.end()};
}

TEST(NameIndex, AgreesWithFindName) {
    const std::vector<std::string> names = {"id", "Name", "name", "Country", "dup", "dup", "CaseOnly", "caseonly", "x"};
    NameIndex index(names);
    for (const char* probe : {"id", "ID", "Name", "name", "NAME", "country", "COUNTRY", "Country", "dup", "DUP",
                              "CaseOnly", "CASEONLY", "x", "X", "missing", ""}) {
        for (NameMode mode : {NameMode::Exact, NameMode::CaseInsensitive}) {
            SCOPED_TRACE(std::string(probe) + (mode == NameMode::Exact ? " exact" : " case-insensitive"));
            std::vector<uint32_t> found = matchesOf(index, probe, mode);
            int expected = findName(names, probe, mode);
            if (expected == -1) {
                EXPECT_TRUE(found.empty());
            } else if (expected == -2) {
                EXPECT_GT(found.size(), 1u);
            } else {
                ASSERT_FALSE(found.empty());
                EXPECT_EQ(found.front(), static_cast<uint32_t>(expected));
            }
        }
    }
}

TEST(NameIndex, ExactMatchesFirstThenCaseInsensitiveOnes) {
    const std::vector<std::string> names = {"a", "A", "b", "dup", "dup", "Dup"};
    NameIndex index(names);
    EXPECT_EQ(matchesOf(index, "A", NameMode::CaseInsensitive), std::vector<uint32_t>{1});  // an exact match wins
    EXPECT_EQ(matchesOf(index, "B", NameMode::CaseInsensitive), std::vector<uint32_t>{2});
    EXPECT_TRUE(matchesOf(index, "B", NameMode::Exact).empty());
    EXPECT_EQ(matchesOf(index, "dup", NameMode::Exact), (std::vector<uint32_t>{3, 4}));
    EXPECT_EQ(matchesOf(index, "DUP", NameMode::CaseInsensitive), (std::vector<uint32_t>{3, 4, 5}));
}

}  // namespace
}  // namespace tabula::planner
