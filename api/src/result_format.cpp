// Output formats by name, the writer for each, and formatResult over a whole result.
#include "tabula/result_format.hpp"

#include <algorithm>
#include <cctype>

#include "row_writers.hpp"

namespace tabula {

std::optional<OutputFormat> parseOutputFormat(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "box") return OutputFormat::Box;
    if (lower == "csv") return OutputFormat::Csv;
    if (lower == "tsv") return OutputFormat::Tsv;
    if (lower == "json") return OutputFormat::Json;
    if (lower == "jsonl") return OutputFormat::JsonLines;
    if (lower == "markdown") return OutputFormat::Markdown;
    if (lower == "line") return OutputFormat::Line;
    return std::nullopt;
}

std::unique_ptr<RowWriter> makeRowWriter(const FormatOptions& options, std::ostream& out) {
    switch (options.format) {
        case OutputFormat::Box: return detail::makeBoxWriter(out, options.null_text.value_or("NULL"));
        case OutputFormat::Csv:
            return detail::makeCsvWriter(options.header, options.delimiter, out, options.null_text.value_or(""));
        case OutputFormat::Tsv: return detail::makeTsvWriter(options.header, out, options.null_text.value_or(""));
        case OutputFormat::Json: return detail::makeJsonWriter(out);
        case OutputFormat::JsonLines: return detail::makeJsonLinesWriter(out);
        case OutputFormat::Markdown: return detail::makeMarkdownWriter(out, options.null_text.value_or("NULL"));
        case OutputFormat::Line: return detail::makeLineWriter(out, options.null_text.value_or("NULL"));
    }
    return detail::makeBoxWriter(out);
}

void formatResult(TableResult& result, const FormatOptions& options, std::ostream& out) {
    std::unique_ptr<RowWriter> writer = makeRowWriter(options, out);
    writer->begin(result.getSchema());
    while (const Row* row = result.next()) writer->write(*row);
    writer->end();
}

}  // namespace tabula
