package tabula.flink.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SetStatementTest {
    @Test
    void readsQuotedAndBareKeysAndValues() {
        assertEquals(Optional.of(new SetStatement("table.local-time-zone", "UTC")),
                SetStatement.parse("SET 'table.local-time-zone' = 'UTC'"));
        assertEquals(Optional.of(new SetStatement("parallelism.default", "1")),
                SetStatement.parse("set parallelism.default=1"));
        assertEquals(Optional.of(new SetStatement("k", "it's")), SetStatement.parse("SET 'k' = 'it''s'"));
    }

    @Test
    void otherStatementsAreNotSets() {
        assertEquals(Optional.empty(), SetStatement.parse("SELECT 1"));
        assertEquals(Optional.empty(), SetStatement.parse("SET"));
        assertEquals(Optional.empty(), SetStatement.parse("SETTLE 'a' = 'b'"));
    }
}
