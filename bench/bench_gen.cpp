// bench_gen: writes the benchmark CSV — N rows of (id, k100, k1m, amount, name, day) from a fixed seed, so every
// run with the same arguments produces the same bytes. Usage: bench_gen [--rows N] [--seed S] OUTPUT.csv
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr int64_t kDefaultRows = 10'000'000;
constexpr uint64_t kDefaultSeed = 20240601;
constexpr int kFirstDay = 16436;  // 2015-01-01 as days since 1970-01-01
constexpr int kDaySpan = 3653;    // ten years: 2015-01-01 .. 2024-12-31
constexpr size_t kFlushAt = 1 << 20;

/// SplitMix64: tiny, fast and good enough to spread keys uniformly; the sequence depends only on the seed.
class Random {
public:
    explicit Random(uint64_t seed) : state_(seed) {}
    uint64_t next() {
        uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, bound) (multiply-shift; the bias is far below what a benchmark can notice).
    uint32_t below(uint32_t bound) { return static_cast<uint32_t>(((next() >> 32) * bound) >> 32); }

private:
    uint64_t state_;
};

/// Civil date from days since 1970-01-01 (Howard Hinnant's algorithm), as YYYY-MM-DD.
std::array<char, 10> formatDate(int days) {
    const int z = days + 719468;
    const int era = z / 146097;
    const int doe = z - era * 146097;
    const int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const int mp = (5 * doy + 2) / 153;
    const int day = doy - (153 * mp + 2) / 5 + 1;
    const int month = mp < 10 ? mp + 3 : mp - 9;
    const int year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    std::array<char, 10> text{};
    const int parts[] = {year / 1000, year / 100 % 10, year / 10 % 10, year % 10};
    for (int i = 0; i < 4; ++i) text[static_cast<size_t>(i)] = static_cast<char>('0' + parts[i]);
    text[4] = '-';
    text[5] = static_cast<char>('0' + month / 10);
    text[6] = static_cast<char>('0' + month % 10);
    text[7] = '-';
    text[8] = static_cast<char>('0' + day / 10);
    text[9] = static_cast<char>('0' + day % 10);
    return text;
}

/// Appends rows to a large buffer and writes it out in big blocks.
class CsvWriter {
public:
    explicit CsvWriter(const std::string& path) : file_(std::fopen(path.c_str(), "wb")), path_(path) {
        if (!file_) throw std::runtime_error("cannot open " + path + " for writing: " + std::strerror(errno));
        buffer_.reserve(kFlushAt + 256);
    }
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;
    ~CsvWriter() {
        if (file_) std::fclose(file_);
    }

    void text(std::string_view s) { buffer_.append(s); }
    void character(char c) { buffer_.push_back(c); }
    template <class Int>
    void integer(Int v) {
        char digits[24];
        auto [end, ec] = std::to_chars(digits, digits + sizeof digits, v);
        buffer_.append(digits, end);
    }
    void endRow() {
        buffer_.push_back('\n');
        if (buffer_.size() >= kFlushAt) flush();
    }
    /// Writes what is buffered and closes the file; throws when the disk refuses.
    void finish() {
        flush();
        if (std::fclose(file_) != 0) {
            file_ = nullptr;
            throw std::runtime_error("cannot finish writing " + path_ + ": " + std::strerror(errno));
        }
        file_ = nullptr;
    }

private:
    void flush() {
        if (std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size())
            throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
        buffer_.clear();
    }

    std::FILE* file_;
    std::string path_;
    std::string buffer_;
};

struct Options {
    int64_t rows = kDefaultRows;
    uint64_t seed = kDefaultSeed;
    std::string output;
};

template <class Int>
Int parseNumber(std::string_view flag, std::string_view text) {
    Int value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        throw std::runtime_error(std::string(flag) + " expects a non-negative whole number, got '" + std::string(text) +
                                 "'");
    return value;
}

Options parseArguments(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if ((arg == "--rows" || arg == "--seed") && i + 1 < argc) {
            std::string_view value = argv[++i];
            if (arg == "--rows")
                options.rows = parseNumber<int64_t>(arg, value);
            else
                options.seed = parseNumber<uint64_t>(arg, value);
        } else if (!arg.empty() && arg[0] != '-' && options.output.empty()) {
            options.output = arg;
        } else {
            throw std::runtime_error("unexpected argument '" + std::string(arg) + "'");
        }
    }
    if (options.output.empty()) throw std::runtime_error("missing the output path");
    if (options.rows < 0) throw std::runtime_error("--rows must not be negative");
    return options;
}

void generate(const Options& options) {
    std::vector<std::array<char, 10>> dates;
    dates.reserve(kDaySpan);
    for (int d = 0; d < kDaySpan; ++d) dates.push_back(formatDate(kFirstDay + d));

    Random random(options.seed);
    CsvWriter out(options.output);
    out.text("id,k100,k1m,amount,name,day");
    out.endRow();
    for (int64_t id = 1; id <= options.rows; ++id) {
        out.integer(id);
        out.character(',');
        out.integer(random.below(100));
        out.character(',');
        out.integer(random.below(1'000'000));
        out.character(',');
        // amount: 0.00 .. 9999.99, always with two decimals.
        const uint32_t cents = random.below(1'000'000);
        out.integer(cents / 100);
        out.character('.');
        out.character(static_cast<char>('0' + cents / 10 % 10));
        out.character(static_cast<char>('0' + cents % 10));
        out.character(',');
        // name: 3..10 letters, capitalised.
        const uint32_t length = 3 + random.below(8);
        out.character(static_cast<char>('A' + random.below(26)));
        for (uint32_t i = 1; i < length; ++i) out.character(static_cast<char>('a' + random.below(26)));
        out.character(',');
        const auto& date = dates[random.below(kDaySpan)];
        out.text(std::string_view(date.data(), date.size()));
        out.endRow();
    }
    out.finish();
}

}  // namespace

int main(int argc, char** argv) {
    try {
        generate(parseArguments(argc, argv));
    } catch (const std::exception& e) {
        std::cerr << "bench_gen: " << e.what() << "\nusage: bench_gen [--rows N] [--seed S] OUTPUT.csv\n";
        return 1;
    }
    return 0;
}
