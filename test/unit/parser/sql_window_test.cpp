// SQL window calls: OVER with PARTITION BY, ORDER BY and frames, OVER name with the WINDOW clause, the frames'
// short form and the frames that can hold no row, refused at their position.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

/// "line:column: message" of the error parsing `text` as a query.
std::string parseErrorOf(std::string_view text) {
    const Failure failure = failureOf([&] { parseQuery(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

/// The first select item of `SELECT <item> FROM t`.
ast::ExprPtr item(std::string_view text) { return parseQuery("SELECT " + std::string(text) + " FROM t")->items.at(0); }

TEST(SqlWindow, InlineWindowKeepsItsPartsAndFrame) {
    const ast::ExprPtr over =
        item("sum(v) OVER (PARTITION BY g, h ORDER BY k DESC NULLS FIRST ROWS BETWEEN 2 PRECEDING AND 1 FOLLOWING)");
    ASSERT_EQ(over->kind, ast::ExprKind::Over);
    EXPECT_EQ(ast::toString(*over->args.at(0)), "sum(v)");
    ASSERT_TRUE(over->window);
    EXPECT_EQ(over->window->partition_by.size(), 2U);
    ASSERT_EQ(over->window->order_by.size(), 1U);
    EXPECT_TRUE(over->window->order_by[0]->descending);
    ASSERT_TRUE(over->window->frame);
    EXPECT_EQ(over->window->frame->unit, ast::FrameUnit::Rows);
    EXPECT_EQ(over->window->frame->start.kind, ast::FrameBoundKind::Preceding);
    EXPECT_EQ(over->window->frame->start.offset, 2);
    EXPECT_EQ(over->window->frame->end.kind, ast::FrameBoundKind::Following);
    EXPECT_EQ(over->window->frame->end.offset, 1);
    EXPECT_EQ(ast::toString(*over),
              "sum(v) over (PARTITION BY g, h ORDER BY k.desc NULLS FIRST ROWS BETWEEN 2 PRECEDING AND 1 FOLLOWING)");
}

TEST(SqlWindow, ShortFrameEndsAtTheCurrentRowAndNoFrameIsTheDefault) {
    const ast::ExprPtr short_form = item("count(*) over (order by k range unbounded preceding)");
    ASSERT_TRUE(short_form->window->frame);
    EXPECT_EQ(short_form->window->frame->unit, ast::FrameUnit::Range);
    EXPECT_EQ(short_form->window->frame->start.kind, ast::FrameBoundKind::UnboundedPreceding);
    EXPECT_EQ(short_form->window->frame->end.kind, ast::FrameBoundKind::CurrentRow);
    EXPECT_FALSE(item("rank() over ()")->window->frame);
}

TEST(SqlWindow, NamedWindowsComeFromTheWindowClause) {
    const ast::QueryPtr query =
        parseQuery("select sum(v) over w, avg(v) over w2 from t window w as (partition by g), w2 as (order by k)");
    EXPECT_EQ(query->items[0]->text, "w");
    EXPECT_FALSE(query->items[0]->window);
    ASSERT_EQ(query->windows.size(), 2U);
    EXPECT_EQ(query->windows[0].name, "w");
    EXPECT_EQ(query->windows[1].window->order_by.size(), 1U);
}

TEST(SqlWindow, WindowsDifferingOnlyInTheFrameAreNotEqual) {
    EXPECT_FALSE(ast::equalsIgnoringSpans(*item("sum(v) over (order by k rows 1 preceding)"),
                                          *item("sum(v) over (order by k rows 2 preceding)")));
    EXPECT_TRUE(ast::equalsIgnoringSpans(*item("sum(v) over (order by k rows 1 preceding)"),
                                         *item("sum(v)  OVER (ORDER BY k ROWS 1 PRECEDING)")));
}

TEST(SqlWindow, FramesThatHoldNoRowAreRefusedAtTheirBound) {
    EXPECT_EQ(parseErrorOf("SELECT sum(v) OVER (ROWS BETWEEN CURRENT ROW AND 1 PRECEDING) FROM t"),
              "1:50: the frame ends before it starts: its end must not lie before its start");
    EXPECT_EQ(parseErrorOf("SELECT sum(v) OVER (ROWS BETWEEN UNBOUNDED FOLLOWING AND CURRENT ROW) FROM t"),
              "1:34: a frame cannot start at UNBOUNDED FOLLOWING");
}

TEST(SqlWindow, WindowIsReserved) {
    EXPECT_EQ(parseErrorOf("SELECT window FROM t").substr(0, 5), "1:8: ");
    EXPECT_EQ(ast::toString(*item("`window`")), "window");
}

}  // namespace
}  // namespace tabula::parser::test
