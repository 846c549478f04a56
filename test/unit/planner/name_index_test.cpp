// NameIndex: the hash lookup the binder uses must answer exactly as findName, whose linear scan it replaces.
#include <gtest/gtest.h>

#include "planner/binder/name_index.hpp"

namespace tabula::planner {
namespace {

TEST(NameIndex, AnswersAsFindName) {
    const std::vector<std::string> names = {"id", "Name", "name", "Country", "dup", "dup", "CaseOnly", "caseonly",
                                            "x"};
    NameIndex index(names);
    for (const char* probe : {"id", "ID", "Name", "name", "NAME", "country", "COUNTRY", "Country", "dup", "DUP",
                              "CaseOnly", "CASEONLY", "x", "X", "missing", ""}) {
        for (NameMode mode : {NameMode::Exact, NameMode::CaseInsensitive}) {
            SCOPED_TRACE(std::string(probe) + (mode == NameMode::Exact ? " exact" : " case-insensitive"));
            EXPECT_EQ(index.find(probe, mode), findName(names, probe, mode));
        }
    }
}

TEST(NameIndex, ExactFirstThenTheOnlyCaseInsensitiveMatch) {
    const std::vector<std::string> names = {"a", "A", "b", "dup", "dup"};
    NameIndex index(names);
    EXPECT_EQ(index.find("A", NameMode::CaseInsensitive), 1);   // an exact match wins
    EXPECT_EQ(index.find("B", NameMode::CaseInsensitive), 2);
    EXPECT_EQ(index.find("B", NameMode::Exact), -1);
    EXPECT_EQ(index.find("dup", NameMode::Exact), 3);            // the first of two exact matches
    EXPECT_EQ(index.find("DUP", NameMode::CaseInsensitive), -2);  // two inexact matches are ambiguous
}

}  // namespace
}  // namespace tabula::planner
