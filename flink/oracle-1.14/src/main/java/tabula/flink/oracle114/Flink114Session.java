package tabula.flink.oracle114;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.flink.table.api.ResultKind;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.utils.PrintUtils;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import tabula.flink.script.FlinkEngine;
import tabula.flink.script.SetStatement;
import tabula.flink.script.Statements;
import tabula.flink.script.TextTable;

/**
 * One Flink 1.14 TableEnvironment. A statement that starts with scan( or from( is a Table API pipeline (see
 * {@link PipelineEvaluator}); SET 'key' = 'value' sets the key in its table configuration; any other statement
 * goes to executeSql. Values are written as TableResult.print() writes them in 1.14, PrintUtils.rowToString:
 * Java's toString of the value (true, 1.0E10, 1.500), TIMESTAMPs with as many fraction digits as their precision.
 */
final class Flink114Session implements FlinkEngine.Session {
    private final TableEnvironment env;
    private final PipelineEvaluator pipelines;

    Flink114Session(TableEnvironment env) {
        this.env = env;
        this.pipelines = new PipelineEvaluator(env);
    }

    @Override
    public Optional<TextTable> execute(String statement) throws Exception {
        if (PipelineParser.isPipeline(statement)) {
            return Optional.of(text(pipelines.evaluate(PipelineParser.parse(statement)).execute()));
        }
        Optional<SetStatement> set = SetStatement.parse(statement);
        if (set.isPresent()) {
            env.getConfig().getConfiguration().setString(set.get().key(), set.get().value());
            return Optional.empty();
        }
        TableResult result = env.executeSql(statement);
        if (Statements.firstKeyword(statement).equals("INSERT")) {
            result.await();  // its one row of "affected rows" is -1 in batch mode: report it as done instead
            return Optional.empty();
        }
        if (result.getResultKind() == ResultKind.SUCCESS) return Optional.empty();
        return Optional.of(text(result));
    }

    private TextTable text(TableResult result) throws Exception {
        ResolvedSchema schema = result.getResolvedSchema();
        ZoneId zone = env.getConfig().getLocalTimeZone();
        List<List<String>> rows = new ArrayList<>();
        try (CloseableIterator<Row> it = result.collect()) {
            while (it.hasNext()) {
                Row row = it.next();
                String[] fields = PrintUtils.rowToString(row, schema, zone);
                for (int i = 0; i < fields.length; i++) if (row.getField(i) == null) fields[i] = null;
                rows.add(Arrays.asList(fields));
            }
        }
        return new TextTable(schema.getColumnNames(), rows);
    }
}
