package tabula.flink.oracle114;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a {@link Pipeline} from a statement. The grammar, with white space and comments allowed between tokens:
 * <pre>
 *   pipeline = ("scan" | "from") "(" string ")" { "." name "(" [ argument { "," argument } ] ")" }
 *   argument = string | integer | pipeline
 *   string   = "'" ... "'" | '"' ... '"'          (the quote doubled stands for itself)
 * </pre>
 */
final class PipelineParser {
    /** A statement that is not a pipeline, or a pipeline written wrongly. */
    static final class PipelineSyntaxException extends IllegalArgumentException {
        PipelineSyntaxException(String message) {
            super(message);
        }
    }

    private static final Pattern PIPELINE_START = Pattern.compile("(scan|from)\\s*\\(.*", Pattern.DOTALL);

    private final String text;
    private int pos = 0;

    private PipelineParser(String text) {
        this.text = text;
    }

    /** Whether the statement is a pipeline (starts with scan( or from() rather than SQL. */
    static boolean isPipeline(String statement) {
        return PIPELINE_START.matcher(statement).matches();
    }

    /** The whole statement as one pipeline. Throws PipelineSyntaxException naming the offset where it fails. */
    static Pipeline parse(String statement) {
        PipelineParser parser = new PipelineParser(statement);
        Pipeline pipeline = parser.pipeline();
        parser.skipSpace();
        if (parser.pos < statement.length()) throw parser.error("expected '.' or the end of the pipeline");
        return pipeline;
    }

    private Pipeline pipeline() {
        String source = name();
        if (!source.equals("scan") && !source.equals("from")) throw error("expected scan(...) or from(...)");
        expect('(');
        String table = string();
        expect(')');
        List<Pipeline.Call> calls = new ArrayList<>();
        while (lookingAt('.')) {
            pos++;
            String method = name();
            expect('(');
            List<Object> arguments = new ArrayList<>();
            if (!lookingAt(')')) {
                arguments.add(argument());
                while (lookingAt(',')) {
                    pos++;
                    arguments.add(argument());
                }
            }
            expect(')');
            calls.add(new Pipeline.Call(method, arguments));
        }
        return new Pipeline(table, calls);
    }

    private Object argument() {
        skipSpace();
        if (pos >= text.length()) throw error("expected an argument");
        char c = text.charAt(pos);
        if (c == '\'' || c == '"') return string();
        if (c == '-' || Character.isDigit(c)) return integer();
        return pipeline();
    }

    private String string() {
        skipSpace();
        if (pos >= text.length() || (text.charAt(pos) != '\'' && text.charAt(pos) != '"')) {
            throw error("expected a quoted string");
        }
        char quote = text.charAt(pos++);
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw error("unterminated string");
            char c = text.charAt(pos++);
            if (c == quote) {
                if (pos < text.length() && text.charAt(pos) == quote) {
                    pos++;
                } else {
                    return value.toString();
                }
            }
            value.append(c);
        }
    }

    private Integer integer() {
        int begin = pos;
        if (text.charAt(pos) == '-') pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
        try {
            return Integer.valueOf(text.substring(begin, pos));
        } catch (NumberFormatException e) {
            pos = begin;
            throw error("expected an integer");
        }
    }

    private String name() {
        skipSpace();
        int begin = pos;
        while (pos < text.length() && Character.isJavaIdentifierPart(text.charAt(pos))) pos++;
        if (begin == pos) throw error("expected a name");
        return text.substring(begin, pos);
    }

    private void expect(char c) {
        if (!lookingAt(c)) throw error("expected '" + c + "'");
        pos++;
    }

    private boolean lookingAt(char c) {
        skipSpace();
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            if (Character.isWhitespace(text.charAt(pos))) {
                pos++;
            } else if (text.startsWith("--", pos)) {
                int eol = text.indexOf('\n', pos);
                pos = eol < 0 ? text.length() : eol;
            } else if (text.startsWith("/*", pos)) {
                int close = text.indexOf("*/", pos + 2);
                pos = close < 0 ? text.length() : close + 2;
            } else {
                return;
            }
        }
    }

    private PipelineSyntaxException error(String what) {
        String rest = text.substring(pos, Math.min(text.length(), pos + 20));
        return new PipelineSyntaxException(what + " at offset " + pos
                + (rest.isEmpty() ? ", the end" : " (\"" + rest.replace('\n', ' ') + "\")"));
    }
}
