// Renders a TableResult as a box table, CSV, TSV, JSON, JSON lines or a Markdown pipe table.
// Every format prints values with Value::toString (Flink's text form); only NULL and escaping differ.
#include "tabula/result_format.hpp"

#include <algorithm>
#include <cctype>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "display_width.hpp"

namespace tabula {
namespace {

/// Makes a value fit on one line of a grid: newlines, carriage returns and tabs become \n, \r, \t.
std::string oneLine(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default: out += c;
        }
    }
    return out;
}

/// The cells of a result as grid text (NULL shown as NULL), with per-column widths and alignment.
struct Grid {
    std::vector<std::string> names;
    std::vector<std::string> types;
    std::vector<std::vector<std::string>> cells;  // [row][column]
    std::vector<bool> right_aligned;              // numbers align right
    std::vector<size_t> widths;                   // max display width of each column, header included
};

/// `escape` makes a value fit a cell; `with_types` counts the type names in the widths (the box shows them).
Grid buildGrid(const TableResult& result, std::string (*escape)(const std::string&), bool with_types) {
    const TableSchema& schema = result.getSchema();
    Grid grid;
    for (size_t c = 0; c < schema.getFieldCount(); ++c) {
        grid.names.push_back(escape(schema.getFieldName(c)));
        grid.types.push_back(schema.getFieldType(c).toString());
        grid.right_aligned.push_back(schema.getFieldType(c).isNumeric());
        size_t type_width = with_types ? displayWidth(grid.types.back()) : 0;
        grid.widths.push_back(std::max(displayWidth(grid.names.back()), type_width));
    }
    for (const Row& row : result) {
        std::vector<std::string>& line = grid.cells.emplace_back();
        for (size_t c = 0; c < row.size(); ++c) {
            const Value& value = row.value(c);
            line.push_back(value.isNull() ? "NULL" : escape(value.toString()));
            grid.widths[c] = std::max(grid.widths[c], displayWidth(line.back()));
        }
    }
    return grid;
}

enum class Align { Left, Right, Center };

void writePadded(std::ostream& out, const std::string& text, size_t width, Align align) {
    size_t gap = width - displayWidth(text);
    size_t before = align == Align::Right ? gap : align == Align::Center ? gap / 2 : 0;
    out << std::string(before, ' ') << text << std::string(gap - before, ' ');
}

/// Repeats a (possibly multi-byte) string.
std::string repeat(std::string_view piece, size_t times) {
    std::string out;
    out.reserve(piece.size() * times);
    for (size_t i = 0; i < times; ++i) out += piece;
    return out;
}

void writeBoxRule(std::ostream& out, const Grid& grid, const char* left, const char* middle, const char* right) {
    out << left;
    for (size_t c = 0; c < grid.widths.size(); ++c) {
        if (c > 0) out << middle;
        out << repeat("─", grid.widths[c] + 2);
    }
    out << right << '\n';
}

void writeBoxLine(std::ostream& out, const Grid& grid, const std::vector<std::string>& cells, bool header) {
    out << "│";
    for (size_t c = 0; c < cells.size(); ++c) {
        out << ' ';
        Align align = header ? Align::Center : grid.right_aligned[c] ? Align::Right : Align::Left;
        writePadded(out, cells[c], grid.widths[c], align);
        out << " │";
    }
    out << '\n';
}

void writeBox(const TableResult& result, std::ostream& out) {
    Grid grid = buildGrid(result, oneLine, true);
    if (grid.names.empty()) return;
    writeBoxRule(out, grid, "┌", "┬", "┐");
    writeBoxLine(out, grid, grid.names, true);
    writeBoxLine(out, grid, grid.types, true);
    if (grid.cells.empty()) {
        writeBoxRule(out, grid, "└", "┴", "┘");
        return;
    }
    writeBoxRule(out, grid, "├", "┼", "┤");
    for (const auto& line : grid.cells) writeBoxLine(out, grid, line, false);
    writeBoxRule(out, grid, "└", "┴", "┘");
}

/// Markdown cells: one line, and a '|' inside a value must not end the cell.
std::string markdownCell(const std::string& text) {
    std::string out;
    for (char c : oneLine(text)) {
        if (c == '|') out += '\\';
        out += c;
    }
    return out;
}

void writeMarkdown(const TableResult& result, std::ostream& out) {
    Grid grid = buildGrid(result, markdownCell, false);
    if (grid.names.empty()) return;
    // The delimiter row needs at least three dashes per column.
    for (size_t& width : grid.widths) width = std::max<size_t>(width, 3);
    auto write_line = [&](const std::vector<std::string>& cells, bool header) {
        out << '|';
        for (size_t c = 0; c < cells.size(); ++c) {
            out << ' ';
            writePadded(out, cells[c], grid.widths[c], !header && grid.right_aligned[c] ? Align::Right : Align::Left);
            out << " |";
        }
        out << '\n';
    };
    write_line(grid.names, true);
    out << '|';
    for (size_t c = 0; c < grid.widths.size(); ++c) {
        out << (grid.right_aligned[c] ? repeat("-", grid.widths[c] + 1) + ":|" : repeat("-", grid.widths[c] + 2) + "|");
    }
    out << '\n';
    for (const auto& line : grid.cells) write_line(line, false);
}

/// RFC 4180: quote a field only when it holds the delimiter, a quote, CR or LF; the empty string is "".
std::string csvField(const std::string& text) {
    if (!text.empty() && text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

/// TSV cells cannot be quoted, so tab, newline, carriage return and backslash are escaped.
std::string tsvField(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '\t': out += "\\t"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\\': out += "\\\\"; break;
            default: out += c;
        }
    }
    return out;
}

/// CSV and TSV: optional header line, then one line per row; NULL is an empty field.
void writeDelimited(const TableResult& result, bool header, char delimiter, std::string (*field)(const std::string&),
                    std::ostream& out) {
    const TableSchema& schema = result.getSchema();
    if (schema.getFieldCount() == 0) return;
    if (header) {
        for (size_t c = 0; c < schema.getFieldCount(); ++c) {
            if (c > 0) out << delimiter;
            out << field(schema.getFieldName(c));
        }
        out << '\n';
    }
    for (const Row& row : result) {
        for (size_t c = 0; c < row.size(); ++c) {
            if (c > 0) out << delimiter;
            if (!row.isNull(c)) out << field(row.value(c).toString());
        }
        out << '\n';
    }
}

/// A JSON string literal. Invalid UTF-8 is replaced rather than thrown on: output must not fail mid-result.
std::string jsonString(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// A value as JSON. Numbers are written as Value::toString prints them, which is valid JSON number text
/// (12.65, 1.0E10, exact DECIMAL digits) except NaN and infinities, which become strings.
std::string jsonValue(const Value& value) {
    if (value.isNull()) return "null";
    const DataType& type = value.type();
    std::string text = value.toString();
    if (type.id() == TypeId::Boolean) return text;
    if (type.isNumeric()) {
        bool finite = !type.isApproximate() || (text != "NaN" && text != "Infinity" && text != "-Infinity");
        return finite ? text : jsonString(text);
    }
    return jsonString(text);
}

/// One row as a JSON object with keys in column order. Written by hand rather than through nlohmann::json so
/// duplicate column names survive and DECIMAL digits stay exact.
void writeJsonObject(const Row& row, const TableSchema& schema, std::ostream& out) {
    out << '{';
    for (size_t c = 0; c < row.size(); ++c) {
        if (c > 0) out << ',';
        out << jsonString(schema.getFieldName(c)) << ':' << jsonValue(row.value(c));
    }
    out << '}';
}

void writeJson(const TableResult& result, std::ostream& out) {
    if (result.size() == 0) {
        out << "[]\n";
        return;
    }
    out << "[\n";
    for (size_t r = 0; r < result.size(); ++r) {
        writeJsonObject(result.rows()[r], result.getSchema(), out);
        out << (r + 1 < result.size() ? ",\n" : "\n");
    }
    out << "]\n";
}

void writeJsonLines(const TableResult& result, std::ostream& out) {
    for (const Row& row : result) {
        writeJsonObject(row, result.getSchema(), out);
        out << '\n';
    }
}

}  // namespace

std::optional<OutputFormat> parseOutputFormat(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "box") return OutputFormat::Box;
    if (lower == "csv") return OutputFormat::Csv;
    if (lower == "tsv") return OutputFormat::Tsv;
    if (lower == "json") return OutputFormat::Json;
    if (lower == "jsonl") return OutputFormat::JsonLines;
    if (lower == "markdown") return OutputFormat::Markdown;
    return std::nullopt;
}

void formatResult(const TableResult& result, const FormatOptions& options, std::ostream& out) {
    switch (options.format) {
        case OutputFormat::Box: writeBox(result, out); break;
        case OutputFormat::Csv: writeDelimited(result, options.header, ',', csvField, out); break;
        case OutputFormat::Tsv: writeDelimited(result, options.header, '\t', tsvField, out); break;
        case OutputFormat::Json: writeJson(result, out); break;
        case OutputFormat::JsonLines: writeJsonLines(result, out); break;
        case OutputFormat::Markdown: writeMarkdown(result, out); break;
    }
}

}  // namespace tabula
