package tabula.flink.oracle114;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PipelineParserTest {
    @Test
    void readsCallsInOrder() {
        assertEquals(new Pipeline("t1", List.of(
                        new Pipeline.Call("where", List.of("k > 2")),
                        new Pipeline.Call("groupBy", List.of("k")),
                        new Pipeline.Call("select", List.of("k, v.sum as c1")))),
                PipelineParser.parse("scan('t1').where('k > 2').groupBy('k').select('k, v.sum as c1')"));
    }

    @Test
    void nestedPipelinesIntegersAndNoArguments() {
        Pipeline inner = new Pipeline("t2", List.of(new Pipeline.Call("select", List.of("k as k2, w"))));
        assertEquals(new Pipeline("t1", List.of(
                        new Pipeline.Call("join", List.of(inner, "k = k2")),
                        new Pipeline.Call("distinct", List.of()),
                        new Pipeline.Call("offset", List.of(1)),
                        new Pipeline.Call("fetch", List.of(3)))),
                PipelineParser.parse("from('t1')\n  .join(scan(\"t2\").select('k as k2, w'), 'k = k2') -- join\n"
                        + "  .distinct( ).offset(1).fetch(3)"));
    }

    @Test
    void doubledQuoteStandsForItself() {
        assertEquals(new Pipeline("t", List.of(new Pipeline.Call("where", List.of("s = 'x'")))),
                PipelineParser.parse("scan('t').where('s = ''x''')"));
    }

    @Test
    void tellsPipelinesFromSql() {
        assertTrue(PipelineParser.isPipeline("scan ('t')"));
        assertTrue(PipelineParser.isPipeline("from('t').select('a')"));
        assertFalse(PipelineParser.isPipeline("SELECT * FROM t"));
        assertFalse(PipelineParser.isPipeline("scanner('t')"));
    }

    @Test
    void reportsWhereItFails() {
        var e = assertThrows(PipelineParser.PipelineSyntaxException.class,
                () -> PipelineParser.parse("scan('t').select('a'"));
        assertEquals("expected ')' at offset 20, the end", e.getMessage());
        assertThrows(PipelineParser.PipelineSyntaxException.class, () -> PipelineParser.parse("scan('t') x"));
    }
}
