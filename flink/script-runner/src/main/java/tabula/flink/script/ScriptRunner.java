package tabula.flink.script;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * The main loop both runners share: {@code [--time] SCRIPT...} ('-' reads standard input). Reads every script
 * first, starts one engine, runs the scripts' statements one after another in one session, as if the scripts
 * were one (a table one creates, the next sees), and writes the results with {@link ResultPrinter}. A failing
 * statement is reported in the output and the run goes on.
 *
 * <p>Exit status: 0 when every script ran; 2 for bad arguments, a script that cannot be read, or an engine that
 * does not start (a message on stderr says which).
 */
public final class ScriptRunner {
    private ScriptRunner() {}

    public static void main(String[] args, Callable<FlinkEngine> startEngine) {
        long entered = System.nanoTime();
        boolean time = false;
        List<String> paths = new ArrayList<>();
        for (String arg : args) {
            if (arg.equals("--time")) time = true;
            else if (arg.startsWith("--")) fail("unknown option " + arg, null);
            else paths.add(arg);
        }
        if (paths.isEmpty()) fail("usage: [--time] SCRIPT... ('-' reads standard input)", null);
        List<String> scripts = new ArrayList<>();
        for (String path : paths) {
            try {
                scripts.add(path.equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                                             : Files.readString(Path.of(path)));
            } catch (IOException e) {
                fail("cannot read script " + path, e);
            }
        }

        // Results reach file descriptor 1 through `printer` only; what Flink itself prints with System.out (the
        // generated code of a query that fails to compile, say) goes to stderr, where it cannot pass for rows.
        PrintStream stdout = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        ResultPrinter printer = new ResultPrinter(stdout);

        FlinkEngine engine = null;
        FlinkEngine.Session session = null;
        try {
            engine = startEngine.call();
            session = engine.openSession();  // loads the planner: start-up time, not the first query's
        } catch (Exception e) {
            fail("cannot start Flink", e);
        }
        long started = System.nanoTime();
        if (time) {
            long jvm = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime()
                    - (started - entered) / 1_000_000;
            System.err.printf("-- jvm_start_ms: %d%n-- flink_start_ms: %d%n", jvm, (started - entered) / 1_000_000);
        }

        int statement = 0;
        for (String script : scripts) {
            for (String text : Statements.split(script)) {
                statement++;
                long begin = System.nanoTime();
                try {
                    Optional<TextTable> rows = session.execute(text);
                    if (rows.isPresent()) printer.rows(statement, rows.get());
                    else printer.ok(statement);
                } catch (Throwable e) {
                    printer.error(statement, e);
                }
                if (time) printer.time((System.nanoTime() - begin) / 1_000_000);
                printer.flush();
            }
        }
        if (time) System.err.printf("-- total_ms: %d%n", (System.nanoTime() - entered) / 1_000_000);
        try {
            engine.close();
        } catch (Exception e) {
            // the results are out; a cluster that shuts down untidily changes nothing for the caller
        }
        printer.flush();
        System.exit(0);
    }

    private static void fail(String what, Throwable cause) {
        System.err.println("run-flink: " + what + (cause == null ? "" : ": " + ResultPrinter.describe(cause)));
        System.exit(2);
    }
}
