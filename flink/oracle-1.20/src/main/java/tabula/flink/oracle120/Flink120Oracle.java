package tabula.flink.oracle120;

import java.net.URI;
import java.util.concurrent.TimeUnit;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;
import tabula.flink.script.FlinkEngine;
import tabula.flink.script.LocalClusterConfig;
import tabula.flink.script.ScriptRunner;

/**
 * {@code java tabula.flink.oracle120.Flink120Oracle [--time] SCRIPT...}: runs Flink SQL scripts on Apache Flink
 * 1.20.3 in batch mode, every job submitted to one local MiniCluster (see {@link ScriptRunner} for the rest).
 */
public final class Flink120Oracle implements FlinkEngine {
    private final MiniCluster cluster;
    private final EnvironmentSettings settings;

    private Flink120Oracle(MiniCluster cluster, EnvironmentSettings settings) {
        this.cluster = cluster;
        this.settings = settings;
    }

    public static void main(String[] args) {
        ScriptRunner.main(args, Flink120Oracle::start);
    }

    private static Flink120Oracle start() throws Exception {
        MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(Configuration.fromMap(LocalClusterConfig.cluster())).build());
        cluster.start();
        URI rest = cluster.getRestAddress().get();
        EnvironmentSettings settings = EnvironmentSettings.newInstance().inBatchMode()
                .withConfiguration(Configuration.fromMap(LocalClusterConfig.client(rest.getHost(), rest.getPort())))
                .build();
        return new Flink120Oracle(cluster, settings);
    }

    @Override
    public Session openSession() {
        return new Flink120Session(TableEnvironment.create(settings));
    }

    @Override
    public void close() throws Exception {
        cluster.closeAsync().get(10, TimeUnit.SECONDS);
    }
}
