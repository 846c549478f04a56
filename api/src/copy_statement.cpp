// COPY: the options read into a file sink or a sniffer's options, then writeTableToFile (of a table or a query) or
// insertInto.
#include "copy_statement.hpp"

#include <cctype>
#include <filesystem>
#include <optional>
#include <string>

#include "file_sink.hpp"
#include "insert_into.hpp"
#include "internals.hpp"
#include "planner/binder/query_binder.hpp"
#include "planner/binder/sniffed_file.hpp"
#include "tabula/error.hpp"

namespace tabula::detail {
namespace {

/// What COPY's options say; unset: the default of the direction.
struct CopyOptions {
    std::optional<bool> header;
    std::optional<std::string> delimiter;
};

std::string lowerCase(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

CopyOptions readOptions(const ast::Copy& copy, const StatementSource& source) {
    const auto fail = [&](SourceSpan span, const std::string& message) {
        throw ValidationError(message, span, makeErrorSource(source.text));
    };
    CopyOptions options;
    for (const ast::Copy::Option& option : copy.options) {
        const std::string name = lowerCase(option.name);
        const std::string value = lowerCase(option.value);
        if (name == "header") {
            if (value != "" && value != "true" && value != "false")
                fail(option.span, "HEADER takes true or false, not '" + option.value + "'");
            options.header = value != "false";
        } else if (name == "delimiter" || name == "delim" || name == "sep") {
            if (option.value.empty()) fail(option.span, "DELIMITER needs a value, such as DELIMITER ';'");
            options.delimiter = option.value;
        } else {
            const std::string closest = closestName(name, {"header", "delimiter"});
            fail(option.span, "unknown COPY option '" + option.name + "'" +
                                  (closest.empty() ? "" : "; did you mean '" + closest + "'?") +
                                  " (COPY takes HEADER and DELIMITER)");
        }
    }
    return options;
}

}  // namespace

int64_t copyRows(TableEnvironment& env, EnvironmentState& state, const ast::Copy& copy, const StatementSource& source) {
    if (copy.query && !copy.to)
        throw ValidationError("COPY (query) FROM cannot insert into a query; write COPY table FROM 'file'",
                              copy.table_span, makeErrorSource(source.text));
    Table table = [&] {
        if (copy.query)
            return Internals::table(Internals::state(env),
                                    planner::bindQuery(*copy.query, state, source.text, source.base_dir));
        try {
            return env.scan(copy.table);
        } catch (const ValidationError& error) {
            throw ValidationError(error.message(), copy.table_span, makeErrorSource(source.text));
        }
    }();
    const CopyOptions options = readOptions(copy, source);
    if (copy.to) {
        FileSink sink{planner::inputPath(copy.file, source.base_dir).string(), FileFormat::Csv,
                      options.delimiter.value_or(","), FileWrite::Overwrite, options.header.value_or(true)};
        return writeTableToFile(table, sink, table.getSchema());
    }
    const planner::SniffOptions sniff{.header = options.header, .delimiter = options.delimiter};
    const Table rows =
        Internals::table(Internals::state(env),
                         planner::sniffedFileScan(copy.file, source.base_dir, copy.file_span, source.text, sniff));
    return insertInto(state, copy.table, {rows});
}

}  // namespace tabula::detail
