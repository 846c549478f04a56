package tabula.flink.script;

import java.util.Map;

/**
 * Flink configuration, as key-value pairs both versions read, for running many queries quickly on one
 * local MiniCluster. Flink's default 'local' execution target starts a new MiniCluster for every job (1-3 s
 * each); instead a runner starts one MiniCluster with {@link #cluster()} and submits every job to its REST
 * endpoint on the loopback address with {@link #client}.
 */
public final class LocalClusterConfig {
    private LocalClusterConfig() {}

    /** Jobs run with one task each, so that results come back in a stable order and 2 cores are not oversold. */
    public static final int PARALLELISM = 1;

    /** For the MiniCluster: everything on 127.0.0.1, a free REST port. */
    public static Map<String, String> cluster() {
        return Map.of(
                "rest.bind-address", "127.0.0.1",
                "rest.address", "127.0.0.1",
                "rest.bind-port", "0",
                "jobmanager.bind-host", "127.0.0.1",
                "taskmanager.bind-host", "127.0.0.1",
                "taskmanager.host", "127.0.0.1",
                // the REST job-status handlers serve an execution graph cached this long (3 s by default): a
                // client waiting for a finished job would wait that long after every query
                "web.refresh-interval", "20",
                "taskmanager.memory.managed.size", "512m");
    }

    /** For the client side: submit to the MiniCluster whose REST endpoint is host:port, in batch mode. */
    public static Map<String, String> client(String host, int port) {
        String parallelism = Integer.toString(PARALLELISM);
        return Map.of(
                "execution.target", "remote",
                "execution.runtime-mode", "batch",
                "rest.address", host,
                "rest.port", Integer.toString(port),
                "parallelism.default", parallelism,
                "table.exec.resource.default-parallelism", parallelism);
    }
}
