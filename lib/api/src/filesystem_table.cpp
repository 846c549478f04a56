// Filesystem tables: a scan of the file plus a sink appending to it.
#include "filesystem_table.hpp"

#include "environment_state.hpp"

namespace tabula::detail {

void registerFilesystemTable(TableEnvironment& env, const std::string& name, const CsvTableSource& source) {
    env.registerTableSource(name, source);
    const CsvOptions& options = source.options();
    // The writer quotes with '"' and ends records with "\n", and a value may start with a comment prefix: a file
    // read any other way would not read its rows back.
    if (options.quote_character != '"' || options.line_delimiter != "\n" || options.comment_prefix) return;
    FileSink file{source.path(), FileFormat::Csv, options.field_delimiter, FileWrite::Append};
    env.state()->tables.at(name).sink = SinkTarget{std::move(file), source.getSchema()};
}

}  // namespace tabula::detail
