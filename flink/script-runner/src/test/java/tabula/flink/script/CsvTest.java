package tabula.flink.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CsvTest {
    @Test
    void nullIsEmptyAndEmptyStringIsQuoted() {
        assertEquals(",\"\",x", Csv.record(Arrays.asList(null, "", "x")));
    }

    @Test
    void quotesOnlyWhatNeedsIt() {
        assertEquals("a b,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\"",
                Csv.record(Arrays.asList("a b", "a,b", "say \"hi\"", "two\nlines", "cr\r")));
    }

    @Test
    void fieldLookingLikeAMarkerIsQuoted() {
        assertEquals("\"-- query 1\",-1", Csv.record(Arrays.asList("-- query 1", "-1")));
    }
}
