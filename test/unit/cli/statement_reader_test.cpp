// Chunking input lines into complete statements.
#include <gtest/gtest.h>

#include "cli/statement_reader.hpp"

namespace tabula::cli {
namespace {

TEST(StatementReader, HandsOnAChunkWhenAStatementEnds) {
    StatementReader reader;
    EXPECT_TRUE(reader.idle());
    EXPECT_FALSE(reader.addLine("select a"));
    EXPECT_FALSE(reader.idle());
    std::optional<Chunk> chunk = reader.addLine("from t;");
    ASSERT_TRUE(chunk);
    EXPECT_EQ(chunk->text, "select a\nfrom t;\n");
    EXPECT_EQ(chunk->line_offset, 0u);
    EXPECT_TRUE(reader.idle());
}

TEST(StatementReader, CountsTheLinesBeforeEachChunk) {
    StatementReader reader;
    ASSERT_TRUE(reader.addLine("select 1;"));
    EXPECT_FALSE(reader.addLine(""));
    EXPECT_FALSE(reader.addLine("select"));
    std::optional<Chunk> chunk = reader.addLine("2;");
    ASSERT_TRUE(chunk);
    EXPECT_EQ(chunk->text, "\nselect\n2;\n");
    EXPECT_EQ(chunk->line_offset, 1u);
}

TEST(StatementReader, SemicolonsInQuotesDoNotEndAStatement) {
    StatementReader reader;
    EXPECT_FALSE(reader.addLine("select 'a;"));
    EXPECT_TRUE(reader.addLine("b';"));
}

TEST(StatementReader, FinishReturnsTheRestUnlessBlank) {
    StatementReader reader;
    EXPECT_FALSE(reader.addLine("select 1"));
    std::optional<Chunk> rest = reader.finish();
    ASSERT_TRUE(rest);
    EXPECT_EQ(rest->text, "select 1\n");
    EXPECT_FALSE(reader.finish());

    StatementReader blank;
    EXPECT_FALSE(blank.addLine("   "));
    EXPECT_FALSE(blank.finish());
}

TEST(StatementReader, DropsAByteOrderMarkStartingTheInput) {
    StatementReader reader;
    std::optional<Chunk> chunk = reader.addLine("\xEF\xBB\xBFselect 1;");
    ASSERT_TRUE(chunk);
    EXPECT_EQ(chunk->text, "select 1;\n");
    // only the first line of the input may start with one
    chunk = reader.addLine("\xEF\xBB\xBFselect 2;");
    ASSERT_TRUE(chunk);
    EXPECT_EQ(chunk->text, "\xEF\xBB\xBFselect 2;\n");
}

}  // namespace
}  // namespace tabula::cli
