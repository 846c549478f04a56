package tabula.flink.script;

import java.io.PrintStream;

/**
 * Writes the runner's output: per statement N (counted from 1 over the whole run, DDL included) either
 * <pre>
 *   -- query N            then a CSV header of Flink's column names and one CSV record per row
 *   -- ok N               a statement that returns no rows (DDL, SET, INSERT)
 *   -- error N: Class: message    Class and first message line of the exception's root cause
 * </pre>
 * optionally followed by {@code -- time_ms: T}. Every line ends with LF; see {@link Csv} for the fields.
 */
public final class ResultPrinter {
    private final PrintStream out;

    public ResultPrinter(PrintStream out) {
        this.out = out;
    }

    public void rows(int statement, TextTable table) {
        StringBuilder block = new StringBuilder("-- query ").append(statement).append('\n');
        block.append(Csv.record(table.columnNames())).append('\n');
        for (var row : table.rows()) block.append(Csv.record(row)).append('\n');
        out.print(block);
    }

    public void ok(int statement) {
        out.print("-- ok " + statement + '\n');
    }

    public void error(int statement, Throwable failure) {
        out.print("-- error " + statement + ": " + describe(failure) + '\n');
    }

    public void time(long millis) {
        out.print("-- time_ms: " + millis + '\n');
    }

    public void flush() {
        out.flush();
    }

    /**
     * "SimpleClassName: first message line" of the innermost cause, the "Caused by:" line a stack trace
     * ends with: Flink wraps the useful message ("Column 'x' not found in any table") in layers of
     * "SQL validation failed" and job failures. Just the class name when that cause has no message.
     */
    static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        String name = root.getClass().getSimpleName();
        String message = root.getMessage() == null ? "" : root.getMessage().lines()
                .map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse("");
        return message.isEmpty() ? name : name + ": " + message;
    }
}
