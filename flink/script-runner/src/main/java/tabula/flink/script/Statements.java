package tabula.flink.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cuts a script into statements: a statement ends at a ';' that is outside '...' string literals, "..." and
 * `...` quoted identifiers (a doubled quote stands for itself in all three), '--' line comments and block
 * comments. Pieces holding nothing but white space and comments are not statements, so a caller that numbers
 * statements the same way gets the same numbers as the runner.
 */
public final class Statements {
    private Statements() {}

    /**
     * Returns the statements of {@code script} in order, each without its ';' and without the white space and
     * comments before its first and after its last token (comments inside stay: Flink reads hints from them).
     */
    public static List<String> split(String script) {
        List<String> statements = new ArrayList<>();
        int first = -1;  // offset of the current statement's first token; -1 while it has none
        int end = -1;    // offset just past its last token
        int n = script.length();
        int i = 0;
        while (i < n) {
            char c = script.charAt(i);
            int next;
            boolean token = true;
            if (c == '\'' || c == '"' || c == '`') {
                next = endOfQuoted(script, i);
            } else if (script.startsWith("--", i)) {
                int eol = script.indexOf('\n', i);
                next = eol < 0 ? n : eol;
                token = false;
            } else if (script.startsWith("/*", i)) {
                int close = script.indexOf("*/", i + 2);
                next = close < 0 ? n : close + 2;
                token = false;
            } else if (c == ';') {
                if (first >= 0) statements.add(script.substring(first, end));
                first = -1;
                i++;
                continue;
            } else {
                next = i + 1;
                token = !Character.isWhitespace(c);
            }
            if (token) {
                if (first < 0) first = i;
                end = next;
            }
            i = next;
        }
        if (first >= 0) statements.add(script.substring(first, end));
        return statements;
    }

    /** The statement's leading keyword in upper case ("SELECT", "CREATE"), or "" when it starts otherwise. */
    public static String firstKeyword(String statement) {
        int k = 0;
        while (k < statement.length() && Character.isLetter(statement.charAt(k))) k++;
        return statement.substring(0, k).toUpperCase(Locale.ROOT);
    }

    /** Offset just past the quoted text opened at {@code open}; the script's end when it is never closed. */
    private static int endOfQuoted(String script, int open) {
        char quote = script.charAt(open);
        int j = open + 1;
        while (j < script.length()) {
            if (script.charAt(j) == quote) {
                if (j + 1 < script.length() && script.charAt(j + 1) == quote) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return script.length();
    }
}
