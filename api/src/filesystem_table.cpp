// Filesystem tables: a scan of the file plus a sink appending to it.
#include "filesystem_table.hpp"

#include "environment_state.hpp"
#include "internals.hpp"

namespace tabula::detail {

void registerFilesystemTable(TableEnvironment& env, const std::string& name, const CsvTableSource& source) {
    env.registerTableSource(name, source);
    const CsvOptions& options = source.options();
    // The CSV writer quotes with '"' and ends records with "\n", and a value may start with a comment prefix: a
    // CSV file read any other way would not read its rows back.
    bool reads_back = options.format == FileFormat::Json ||
                      (options.quote_character == '"' && options.line_delimiter == "\n" && !options.comment_prefix);
    if (!reads_back) return;
    FileSink file{source.path(),
                  options.format,
                  options.field_delimiter,
                  FileWrite::Append,
                  options.format == FileFormat::Csv && options.ignore_first_line,
                  options.null_literal.value_or("")};
    Internals::state(env)->tables.at(name).sink = SinkTarget{std::move(file), source.getSchema()};
}

}  // namespace tabula::detail
