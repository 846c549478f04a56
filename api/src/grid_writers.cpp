// Box and Markdown writers: every column is as wide as its widest value, so the rows' text is kept until end().
// Values print with Value::toString (Flink's text form); NULL shows as NULL unless told otherwise.
#include <algorithm>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "display_width.hpp"
#include "row_writers.hpp"

namespace tabula::detail {
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

/// Markdown cells: one line, and a '|' inside a value must not end the cell.
std::string markdownCell(const std::string& text) {
    std::string out;
    for (char c : oneLine(text)) {
        if (c == '|') out += '\\';
        out += c;
    }
    return out;
}

/// The cells of a result as grid text, with per-column widths and alignment.
struct Grid {
    std::vector<std::string> names;
    std::vector<std::string> types;
    std::vector<std::vector<std::string>> cells;  // [row][column]
    std::vector<bool> right_aligned;              // numbers align right
    std::vector<size_t> widths;                   // max display width of each column, header included
};

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

/// Gathers the grid; the subclass draws it in end(). `escape` makes a value fit a cell; `with_types` counts the
/// type names in the widths (the box shows them).
class GridWriter : public RowWriter {
public:
    GridWriter(std::ostream& out, std::string (*escape)(const std::string&), bool with_types, std::string null_text)
        : out_(out), escape_(escape), with_types_(with_types), null_text_(escape(null_text)) {}

    void begin(const TableSchema& schema) override {
        grid_ = Grid{};
        for (size_t c = 0; c < schema.getFieldCount(); ++c) {
            grid_.names.push_back(escape_(schema.getFieldName(c)));
            grid_.types.push_back(schema.getFieldType(c).toString());
            grid_.right_aligned.push_back(schema.getFieldType(c).isNumeric());
            size_t type_width = with_types_ ? displayWidth(grid_.types.back()) : 0;
            grid_.widths.push_back(std::max(displayWidth(grid_.names.back()), type_width));
        }
    }

    void write(const Row& row) override {
        std::vector<std::string>& line = grid_.cells.emplace_back();
        for (size_t c = 0; c < row.size(); ++c) {
            const Value& value = row.value(c);
            line.push_back(value.isNull() ? null_text_ : escape_(value.toString()));
            grid_.widths[c] = std::max(grid_.widths[c], displayWidth(line.back()));
        }
    }

protected:
    std::ostream& out_;
    Grid grid_;

private:
    std::string (*escape_)(const std::string&);
    bool with_types_;
    std::string null_text_;  // escaped
};

class BoxWriter final : public GridWriter {
public:
    BoxWriter(std::ostream& out, std::string null_text) : GridWriter(out, oneLine, true, std::move(null_text)) {}

    void end() override {
        if (grid_.names.empty()) return;
        writeRule("┌", "┬", "┐");
        writeLine(grid_.names, true);
        writeLine(grid_.types, true);
        if (grid_.cells.empty()) {
            writeRule("└", "┴", "┘");
            return;
        }
        writeRule("├", "┼", "┤");
        for (const auto& line : grid_.cells) writeLine(line, false);
        writeRule("└", "┴", "┘");
    }

private:
    void writeRule(const char* left, const char* middle, const char* right) {
        out_ << left;
        for (size_t c = 0; c < grid_.widths.size(); ++c) {
            if (c > 0) out_ << middle;
            out_ << repeat("─", grid_.widths[c] + 2);
        }
        out_ << right << '\n';
    }

    void writeLine(const std::vector<std::string>& cells, bool header) {
        out_ << "│";
        for (size_t c = 0; c < cells.size(); ++c) {
            out_ << ' ';
            Align align = header ? Align::Center : grid_.right_aligned[c] ? Align::Right : Align::Left;
            writePadded(out_, cells[c], grid_.widths[c], align);
            out_ << " │";
        }
        out_ << '\n';
    }
};

class MarkdownWriter final : public GridWriter {
public:
    MarkdownWriter(std::ostream& out, std::string null_text)
        : GridWriter(out, markdownCell, false, std::move(null_text)) {}

    void end() override {
        if (grid_.names.empty()) return;
        // The delimiter row needs at least three dashes per column.
        for (size_t& width : grid_.widths) width = std::max<size_t>(width, 3);
        writeLine(grid_.names, true);
        out_ << '|';
        for (size_t c = 0; c < grid_.widths.size(); ++c) {
            out_ << (grid_.right_aligned[c] ? repeat("-", grid_.widths[c] + 1) + ":|"
                                            : repeat("-", grid_.widths[c] + 2) + "|");
        }
        out_ << '\n';
        for (const auto& line : grid_.cells) writeLine(line, false);
    }

private:
    void writeLine(const std::vector<std::string>& cells, bool header) {
        out_ << '|';
        for (size_t c = 0; c < cells.size(); ++c) {
            out_ << ' ';
            const Align align = !header && grid_.right_aligned[c] ? Align::Right : Align::Left;
            writePadded(out_, cells[c], grid_.widths[c], align);
            out_ << " |";
        }
        out_ << '\n';
    }
};

}  // namespace

std::unique_ptr<RowWriter> makeBoxWriter(std::ostream& out, std::string null_text) {
    return std::make_unique<BoxWriter>(out, std::move(null_text));
}

std::unique_ptr<RowWriter> makeMarkdownWriter(std::ostream& out, std::string null_text) {
    return std::make_unique<MarkdownWriter>(out, std::move(null_text));
}

}  // namespace tabula::detail
