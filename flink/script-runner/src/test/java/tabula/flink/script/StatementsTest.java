package tabula.flink.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatementsTest {
    @Test
    void cutsAtSemicolonsAndTrimsSpaceAndComments() {
        assertEquals(List.of("CREATE TABLE t (a INT)", "SELECT a FROM t"),
                Statements.split("-- setup\nCREATE TABLE t (a INT);\n\n  SELECT a FROM t  -- all\n;\n"));
    }

    @Test
    void lastStatementNeedsNoSemicolon() {
        assertEquals(List.of("SELECT 1", "SELECT 2"), Statements.split("SELECT 1; SELECT 2"));
    }

    @Test
    void semicolonsInQuotesAndCommentsDoNotCut() {
        assertEquals(List.of("SELECT 'a;b', \"c;d\", `e;f` FROM t", "SELECT 'it''s;' /* x; y */ FROM t"),
                Statements.split("SELECT 'a;b', \"c;d\", `e;f` FROM t; -- no; cut\nSELECT 'it''s;' /* x; y */ FROM t;"));
    }

    @Test
    void commentMarksInsideStringsAreText() {
        assertEquals(List.of("SELECT '--x', '/*' FROM t"), Statements.split("SELECT '--x', '/*' FROM t;"));
    }

    @Test
    void emptyAndCommentOnlyPiecesAreNotStatements() {
        assertEquals(List.of("SELECT 1"), Statements.split(";; -- nothing\n ; /* nor */ ; SELECT 1; -- end"));
    }

    @Test
    void pipelinesSplitLikeSql() {
        assertEquals(List.of("scan('t').where('s = '';''').select('s')", "from('u')"),
                Statements.split("scan('t').where('s = '';''').select('s');\nfrom('u');"));
    }

    @Test
    void unterminatedQuoteRunsToTheEnd() {
        assertEquals(List.of("SELECT 'a; b"), Statements.split("SELECT 'a; b"));
    }

    @Test
    void firstKeywordIsUpperCased() {
        assertEquals("INSERT", Statements.firstKeyword("insert into t values (1)"));
        assertEquals("", Statements.firstKeyword("(SELECT 1)"));
    }
}
