package tabula.flink.oracle120;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.flink.table.api.ResultKind;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.internal.TableResultInternal;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.utils.print.RowDataToStringConverter;
import org.apache.flink.util.CloseableIterator;
import tabula.flink.script.FlinkEngine;
import tabula.flink.script.SetStatement;
import tabula.flink.script.Statements;
import tabula.flink.script.TextTable;

/**
 * One Flink 1.20 TableEnvironment: statements go to executeSql, but for SET 'key' = 'value', which sets the
 * key in its table configuration. Values are written as TableResult.print() writes them: Flink's own
 * RowDataToStringConverter, which is CAST(value AS STRING) (TRUE, 1.0E10, 1.500, 2020-01-01 10:00:00.000).
 */
final class Flink120Session implements FlinkEngine.Session {
    private final TableEnvironment env;

    Flink120Session(TableEnvironment env) {
        this.env = env;
    }

    @Override
    public Optional<TextTable> execute(String statement) throws Exception {
        Optional<SetStatement> set = SetStatement.parse(statement);
        if (set.isPresent()) {
            env.getConfig().set(set.get().key(), set.get().value());
            return Optional.empty();
        }
        TableResult result = env.executeSql(statement);
        if (Statements.firstKeyword(statement).equals("INSERT")) {
            result.await();  // its one row of "affected rows" is -1 in batch mode: report it as done instead
            return Optional.empty();
        }
        if (result.getResultKind() == ResultKind.SUCCESS) return Optional.empty();
        return Optional.of(text((TableResultInternal) result));
    }

    private static TextTable text(TableResultInternal result) throws Exception {
        RowDataToStringConverter converter = result.getRowDataToStringConverter();
        List<List<String>> rows = new ArrayList<>();
        try (CloseableIterator<RowData> it = result.collectInternal()) {
            while (it.hasNext()) {
                RowData row = it.next();
                String[] fields = converter.convert(row);
                for (int i = 0; i < fields.length; i++) if (row.isNullAt(i)) fields[i] = null;
                rows.add(Arrays.asList(fields));
            }
        }
        return new TextTable(result.getResolvedSchema().getColumnNames(), rows);
    }
}
