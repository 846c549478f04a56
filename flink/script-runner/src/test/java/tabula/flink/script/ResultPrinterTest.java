package tabula.flink.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultPrinterTest {
    @Test
    void writesTheMarkersAndCsv() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultPrinter printer = new ResultPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        printer.ok(1);
        printer.rows(2, new TextTable(List.of("k", "s"), List.of(Arrays.asList("1", null), Arrays.asList("2", ""))));
        printer.time(7);
        printer.error(3, new IllegalStateException("outer", new RuntimeException("inner\nmore")));
        printer.flush();
        assertEquals("-- ok 1\n-- query 2\nk,s\n1,\n2,\"\"\n-- time_ms: 7\n-- error 3: RuntimeException: inner\n",
                bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void describesTheRootCauseByItsFirstNonBlankLine() {
        Exception e = new Exception("SQL validation failed", new IllegalArgumentException("\n  Column 'x' not found\nat"));
        assertEquals("IllegalArgumentException: Column 'x' not found", ResultPrinter.describe(e));
        assertEquals("NullPointerException", ResultPrinter.describe(new Exception("top", new NullPointerException())));
    }
}
