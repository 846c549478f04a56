package tabula.flink.script;

import java.util.Optional;

/**
 * One running Flink (a local cluster and whatever a version needs to submit jobs to it) that the script runner
 * sends statements to. Started once per run, closed once at its end.
 */
public interface FlinkEngine extends AutoCloseable {
    /** A fresh table environment with an empty catalog of its own; the runner opens one for all its scripts. */
    Session openSession();

    /** A table environment: statements run in it see the tables that earlier ones created. */
    interface Session {
        /**
         * Runs one statement to its end. Returns the rows it produced, or empty for a statement that returns
         * none (DDL, SET, INSERT, which has finished when this returns). Throws whatever Flink throws.
         */
        Optional<TextTable> execute(String statement) throws Exception;
    }
}
