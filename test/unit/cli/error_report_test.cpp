// Error text: positions shifted to input lines, file names prefixed, internal errors marked.
#include <gtest/gtest.h>

#include <stdexcept>

#include "cli/error_report.hpp"
#include "tabula/error.hpp"

namespace tabula::cli {
namespace {

TEST(ErrorReport, ParseErrorLineMovesByTheChunkOffset) {
    ParseError error("expected an expression", {8, 8}, makeErrorSource("select +"));
    EXPECT_EQ(errorReport(error, {"", 0}), "1:9: expected an expression\nselect +\n        ^");
    EXPECT_EQ(errorReport(error, {"", 4}), "5:9: expected an expression\nselect +\n        ^");
    EXPECT_EQ(errorReport(error, {"q.sql", 4}), "q.sql:5:9: expected an expression\nselect +\n        ^");
}

TEST(ErrorReport, ValidationErrorWithAndWithoutPosition) {
    ValidationError positioned("unknown column 'x'", SourceSpan{7, 8}, makeErrorSource("select x"));
    EXPECT_EQ(errorReport(positioned, {"a.sql", 9}), "a.sql:10:8: unknown column 'x'\nselect x\n       ^");
    EXPECT_EQ(errorReport(ValidationError("no such table"), {"a.sql", 9}), "no such table");
}

TEST(ErrorReport, ExecutionAndFileErrorsWithAPositionMoveToo) {
    ExecutionError division("division by zero in '1 / 0'", SourceSpan{7, 12}, makeErrorSource("select 1 / 0"));
    EXPECT_EQ(errorReport(division, {"a.sql", 3}),
              "a.sql:4:8: division by zero in '1 / 0'\nselect 1 / 0\n       ^~~~~");
    IoError io_error("cannot open 'x.csv'", "x.csv");
    io_error.relocate(makeErrorSource("select a from t"), {0, 15});
    EXPECT_EQ(errorReport(io_error, {"", 1}), "2:1: cannot open 'x.csv'\nselect a from t\n^~~~~~~~~~~~~~~");
}

TEST(ErrorReport, OtherErrorsPrintAsTheyAre) {
    EXPECT_EQ(errorReport(IoError("cannot open 'x.csv'", "x.csv"), {"a.sql", 3}), "cannot open 'x.csv'");
    EXPECT_EQ(errorReport(ExecutionError("division by zero"), {"a.sql", 3}), "division by zero");
    EXPECT_EQ(errorReport(std::out_of_range("1:3: vector"), {"", 0}), "internal error: 1:3: vector");
    EXPECT_EQ(errorReport(InternalError("a rule broke the plan"), {"", 0}), "internal error: a rule broke the plan");
}

}  // namespace
}  // namespace tabula::cli
