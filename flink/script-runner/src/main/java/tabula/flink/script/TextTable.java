package tabula.flink.script;

import java.util.List;

/**
 * The rows a statement returned, every value already turned into the text Flink prints for it.
 *
 * @param columnNames Flink's names for the result's columns, in order
 * @param rows        one list of {@code columnNames.size()} fields per row; a null field is SQL NULL
 */
public record TextTable(List<String> columnNames, List<List<String>> rows) {}
