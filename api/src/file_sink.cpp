// Runs a query into a file: the NO_OVERWRITE check first, then the rows through a RowWriter into an AtomicFile.
#include "file_sink.hpp"

#include <filesystem>
#include <memory>

#include "atomic_file.hpp"
#include "row_writers.hpp"
#include "tabula/error.hpp"

namespace tabula::detail {
namespace {

/// Whether the content written is the whole file: not appended to rows already there.
bool startsTheFile(const FileSink& sink) {
    if (sink.mode != FileWrite::Append) return true;
    std::error_code error;
    uintmax_t size = std::filesystem::file_size(sink.path, error);
    return error || size == 0;
}

std::unique_ptr<RowWriter> makeFileWriter(const FileSink& sink, std::ostream& out) {
    switch (sink.format) {
        case FileFormat::Csv:
            return makeCsvWriter(sink.header_line && startsTheFile(sink), sink.field_delimiter, out, sink.null_text);
        case FileFormat::Json: return makeJsonLinesWriter(out);
    }
    throw InternalError("file sink with an unknown format");
}

}  // namespace

FileSink fileSinkOf(const CsvTableSink& sink) {
    FileWrite mode = sink.writeMode() == WriteMode::OVERWRITE ? FileWrite::Overwrite : FileWrite::NoOverwrite;
    return FileSink{sink.path(), FileFormat::Csv, sink.fieldDelimiter(), mode};
}

int64_t writeTableToFile(const Table& table, const FileSink& sink, const TableSchema& target) {
    std::error_code error;
    if (sink.mode == FileWrite::NoOverwrite && std::filesystem::exists(sink.path, error))
        throw ValidationError("cannot write '" + sink.path +
                              "': the file exists and the sink's write mode is NO_OVERWRITE; remove the file or use "
                              "WriteMode::OVERWRITE");
    AtomicFile file(sink.path, sink.mode == FileWrite::Append);
    TableResult result = table.execute();
    std::unique_ptr<RowWriter> writer = makeFileWriter(sink, file.stream());
    writer->begin(target);
    int64_t written = 0;
    for (; const Row* row = result.next(); ++written) writer->write(*row);
    writer->end();
    if (sink.mode == FileWrite::NoOverwrite)
        file.commitNew();
    else
        file.commit();
    return written;
}

}  // namespace tabula::detail
