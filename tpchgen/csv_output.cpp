// CSV formatting of generated fields without allocation: digits are written by hand into a reused buffer, which
// goes to the file each time it passes a megabyte.
#include "csv_output.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "tabula/error.hpp"
#include "tabula/temporal.hpp"

namespace tabula::tpchgen {
namespace {

void appendInteger(int64_t value, std::string& out) {
    char digits[24];
    char* end = digits + sizeof digits;
    char* p = end;
    const bool negative = value < 0;
    auto magnitude = static_cast<uint64_t>(negative ? -value : value);
    do {
        *--p = static_cast<char>('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (negative) *--p = '-';
    out.append(p, end);
}

void writeInteger(const Field& field, std::string& out) { appendInteger(field.number, out); }

void writeMoney(const Field& field, std::string& out) {
    const int64_t cents = field.number;
    if (cents < 0) out += '-';
    const int64_t magnitude = cents < 0 ? -cents : cents;
    appendInteger(magnitude / 100, out);
    out += '.';
    out += static_cast<char>('0' + magnitude % 100 / 10);
    out += static_cast<char>('0' + magnitude % 10);
}

void appendTwoDigits(unsigned value, std::string& out) {
    out += static_cast<char>('0' + value / 10);
    out += static_cast<char>('0' + value % 10);
}

void writeDate(const Field& field, std::string& out) {
    int32_t year = 0;
    unsigned month = 0, day = 0;
    civilFromDays(static_cast<int32_t>(field.number), year, month, day);
    appendTwoDigits(static_cast<unsigned>(year) / 100, out);
    appendTwoDigits(static_cast<unsigned>(year) % 100, out);
    out += '-';
    appendTwoDigits(month, out);
    out += '-';
    appendTwoDigits(day, out);
}

void writeText(const Field& field, std::string& out) {
    const std::string_view text = field.text;
    if (text.find_first_of(",\"\n\r") == std::string_view::npos) {
        out += text;
        return;
    }
    out += '"';
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
}

CsvRowFormatter::FieldWriter writerFor(ColumnKind kind) {
    switch (kind) {
        case ColumnKind::Integer: return writeInteger;
        case ColumnKind::Money: return writeMoney;
        case ColumnKind::Date: return writeDate;
        case ColumnKind::Text: return writeText;
    }
    return writeText;
}

/// A temporary file beside the target, renamed over it by commit() and removed if never committed.
class AtomicOutput {
public:
    explicit AtomicOutput(const std::filesystem::path& target)
        : target_(target), temporary_(target.string() + ".tmp-XXXXXX") {
        std::string name = temporary_.string();
        fd_ = mkstemp(name.data());
        if (fd_ < 0) fail("cannot create a file in directory '" + directoryOf(target) + "': " + std::strerror(errno));
        temporary_ = name;
    }
    ~AtomicOutput() {
        if (fd_ >= 0) close(fd_);
        if (!committed_) std::filesystem::remove(temporary_);
    }
    AtomicOutput(const AtomicOutput&) = delete;
    AtomicOutput& operator=(const AtomicOutput&) = delete;

    void write(std::string_view data) {
        while (!data.empty()) {
            const ssize_t written = ::write(fd_, data.data(), data.size());
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) fail("cannot write '" + target_.string() + "': " + std::strerror(errno));
            data.remove_prefix(static_cast<size_t>(written));
        }
    }

    void commit() {
        if (fchmod(fd_, 0644) != 0 || fsync(fd_) != 0 || close(fd_) != 0) {
            fd_ = -1;
            fail("cannot write '" + target_.string() + "': " + std::strerror(errno));
        }
        fd_ = -1;
        if (std::rename(temporary_.c_str(), target_.c_str()) != 0)
            fail("cannot rename a file to '" + target_.string() + "': " + std::strerror(errno));
        committed_ = true;
    }

private:
    static std::string directoryOf(const std::filesystem::path& target) {
        const std::filesystem::path parent = target.parent_path();
        return parent.empty() ? std::string(".") : parent.string();
    }
    [[noreturn]] void fail(const std::string& message) const { throw IoError(message, target_.string()); }

    std::filesystem::path target_;
    std::filesystem::path temporary_;
    int fd_ = -1;
    bool committed_ = false;
};

constexpr size_t kFlushSize = 1 << 20;

}  // namespace

CsvRowFormatter::CsvRowFormatter(const TableSpec& table) : table_(table) {
    for (const ColumnSpec& column : table.columns) writers_.push_back(writerFor(column.kind));
}

void CsvRowFormatter::appendHeader(std::string& out) const {
    for (size_t i = 0; i < table_.columns.size(); ++i) {
        if (i > 0) out += ',';
        out += table_.columns[i].name;
    }
    out += '\n';
}

void CsvRowFormatter::appendRow(std::span<const Field> row, std::string& out) const {
    for (size_t i = 0; i < writers_.size(); ++i) {
        if (i > 0) out += ',';
        writers_[i](row[i], out);
    }
    out += '\n';
}

void writeTableCsv(TpchTable table, const Scale& scale, const std::filesystem::path& path) {
    const TableSpec& spec = tableSpec(table);
    const CsvRowFormatter formatter(spec);
    AtomicOutput output(path);
    std::string buffer;
    buffer.reserve(kFlushSize + 4096);
    formatter.appendHeader(buffer);
    std::vector<Field> row(spec.columns.size());
    const std::unique_ptr<RowGenerator> rows = makeRowGenerator(table, scale);
    while (rows->next(row)) {
        formatter.appendRow(row, buffer);
        if (buffer.size() >= kFlushSize) {
            output.write(buffer);
            buffer.clear();
        }
    }
    output.write(buffer);
    output.commit();
}

void writeTables(std::span<const TpchTable> tables, const Scale& scale, const std::filesystem::path& directory) {
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error) throw IoError("cannot make directory '" + directory.string() + "': " + error.message(), directory);
    for (TpchTable table : tables)
        writeTableCsv(table, scale, directory / (std::string(tableSpec(table).name) + ".csv"));
}

}  // namespace tabula::tpchgen
