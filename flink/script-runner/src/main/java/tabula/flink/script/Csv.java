package tabula.flink.script;

import java.util.List;

/**
 * RFC 4180 records: fields joined by ',', a field quoted with '"' (inner quotes doubled) when it holds ',', '"',
 * CR or LF. Beyond the RFC, a null field (SQL NULL) is empty and unquoted, the empty string is {@code ""} so the
 * two differ, and a field starting with "--" is quoted so that no row can pass for one of the output's marker
 * lines.
 */
public final class Csv {
    private Csv() {}

    /** One field: empty for null, quoted when needed. */
    public static String field(String value) {
        if (value == null) return "";
        boolean quote = value.isEmpty() || value.startsWith("--") || value.indexOf(',') >= 0
                || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0;
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }

    /** The fields as one record, without a line ending. */
    public static String record(List<String> fields) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) line.append(',');
            line.append(field(fields.get(i)));
        }
        return line.toString();
    }
}
