package tabula.flink.oracle114;

import java.net.URI;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import tabula.flink.script.FlinkEngine;
import tabula.flink.script.LocalClusterConfig;
import tabula.flink.script.ScriptRunner;

/**
 * {@code java tabula.flink.oracle114.Flink114Oracle [--time] SCRIPT...}: runs scripts of Flink SQL and Table API
 * pipelines on Apache Flink 1.14.6 in batch mode, every job submitted to one local MiniCluster (see
 * {@link ScriptRunner} for the rest, {@link Flink114Session} for what a statement may be).
 */
public final class Flink114Oracle implements FlinkEngine {
    private final MiniCluster cluster;
    private final StreamExecutionEnvironment jobs;

    private Flink114Oracle(MiniCluster cluster, StreamExecutionEnvironment jobs) {
        this.cluster = cluster;
        this.jobs = jobs;
    }

    public static void main(String[] args) {
        ScriptRunner.main(args, Flink114Oracle::start);
    }

    private static Flink114Oracle start() throws Exception {
        MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(Configuration.fromMap(LocalClusterConfig.cluster())).build());
        cluster.start();
        URI rest = cluster.getRestAddress().get();
        // 1.14's TableEnvironment.create always runs a job on a MiniCluster of its own; a table environment
        // over a remote StreamExecutionEnvironment in batch mode submits to ours instead.
        StreamExecutionEnvironment jobs = StreamExecutionEnvironment.createRemoteEnvironment(rest.getHost(),
                rest.getPort(), Configuration.fromMap(LocalClusterConfig.client(rest.getHost(), rest.getPort())));
        jobs.setRuntimeMode(RuntimeExecutionMode.BATCH);
        jobs.setParallelism(LocalClusterConfig.PARALLELISM);
        return new Flink114Oracle(cluster, jobs);
    }

    @Override
    public Session openSession() {
        StreamTableEnvironment env = StreamTableEnvironment.create(jobs,
                EnvironmentSettings.newInstance().inBatchMode().build());
        env.getConfig().getConfiguration().setString("table.exec.resource.default-parallelism",
                Integer.toString(LocalClusterConfig.PARALLELISM));
        return new Flink114Session(env);
    }

    @Override
    public void close() throws Exception {
        cluster.closeAsync().get(10, TimeUnit.SECONDS);
    }
}
