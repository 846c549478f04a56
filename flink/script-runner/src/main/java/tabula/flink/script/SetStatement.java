package tabula.flink.script;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code SET 'key' = 'value'}, which Flink's SQL client understands but TableEnvironment.executeSql refuses
 * ("Unsupported SQL query!"); the sessions apply it to their table configuration themselves.
 *
 * @param key   the configuration key, e.g. table.local-time-zone
 * @param value its new value
 */
public record SetStatement(String key, String value) {
    private static final String QUOTED = "'(?:[^']|'')*'";
    private static final Pattern SET = Pattern.compile(
            "SET\\s+(" + QUOTED + "|[^\\s=']+)\\s*=\\s*(" + QUOTED + "|[^\\s']+)",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    /** The key and value of a SET statement (each quoted or not), or empty for any other statement. */
    public static Optional<SetStatement> parse(String statement) {
        Matcher m = SET.matcher(statement);
        return m.matches() ? Optional.of(new SetStatement(unquote(m.group(1)), unquote(m.group(2)))) : Optional.empty();
    }

    private static String unquote(String text) {
        return text.startsWith("'") ? text.substring(1, text.length() - 1).replace("''", "'") : text;
    }
}
