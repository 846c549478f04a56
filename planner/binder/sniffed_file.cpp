// Files named in queries without DDL: the sniffer's source, scanned whole.
#include "planner/binder/sniffed_file.hpp"

#include <filesystem>
#include <numeric>

#include "planner/binder/bind_context.hpp"
#include "planner/csv_sniffer.hpp"
#include "planner/logical/scan_node.hpp"

namespace tabula::planner {

std::string fileTableName(const std::string& file) { return std::filesystem::path(file).stem().string(); }

std::filesystem::path inputPath(const std::string& file, const std::filesystem::path& base_dir) {
    std::filesystem::path path(file);
    if (path.is_relative() && !base_dir.empty()) path = (base_dir / path).lexically_normal();
    return path;
}

CsvTableSource sniffedFile(const std::string& file, const std::filesystem::path& base_dir, SourceSpan span,
                           std::string_view text, const SniffOptions& options) {
    const std::filesystem::path path = inputPath(file, base_dir);
    try {
        return sniffCsvFile(path.string(), options);
    } catch (const ValidationError& error) {
        throw bindError(text, span, error.message());
    }
}

LogicalPtr sniffedFileScan(const std::string& file, const std::filesystem::path& base_dir, SourceSpan span,
                           std::string_view text, const SniffOptions& options) {
    CsvTableSource source = sniffedFile(file, base_dir, span, text, options);
    std::vector<uint32_t> columns(source.getSchema().getFieldCount());
    std::iota(columns.begin(), columns.end(), 0u);
    return std::make_shared<ScanNode>(file, std::move(source), std::move(columns));
}

}  // namespace tabula::planner
