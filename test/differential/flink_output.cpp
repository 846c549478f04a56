#include "test/differential/flink_output.hpp"

#include <stdexcept>

#include "test/support/csv_record.hpp"

namespace tabula::differential {
namespace {

int statementNumber(std::string_view rest, int line) {
    size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    if (digits == 0) throw std::runtime_error("line " + std::to_string(line) + ": no statement number");
    return std::stoi(std::string(rest.substr(0, digits)));
}

}  // namespace

std::map<int, FlinkOutcome> parseFlinkOutput(std::string_view text) {
    std::map<int, FlinkOutcome> outcomes;
    FlinkOutcome* rows_of = nullptr;  // the query whose header or rows come next
    bool header_pending = false;
    int line = 1;
    for (size_t at = 0; at < text.size();) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view current = text.substr(at, end - at);
        if (current.starts_with("-- ")) {
            at = end + 1;
            ++line;
            rows_of = nullptr;
            if (current.starts_with("-- time_ms:")) continue;
            FlinkOutcome outcome;
            int number = 0;
            if (current.starts_with("-- query ")) {
                number = statementNumber(current.substr(9), line - 1);
                outcome.kind = FlinkOutcome::Kind::Rows;
            } else if (current.starts_with("-- ok ")) {
                number = statementNumber(current.substr(6), line - 1);
            } else if (current.starts_with("-- error ")) {
                number = statementNumber(current.substr(9), line - 1);
                outcome.kind = FlinkOutcome::Kind::Error;
                const size_t colon = current.find(": ");
                outcome.error = colon == std::string_view::npos ? "" : std::string(current.substr(colon + 2));
            } else {
                throw std::runtime_error("line " + std::to_string(line - 1) + ": unknown marker '" +
                                         std::string(current) + "'");
            }
            auto [entry, fresh] = outcomes.emplace(number, std::move(outcome));
            if (!fresh) throw std::runtime_error("statement " + std::to_string(number) + " reported twice");
            if (entry->second.kind == FlinkOutcome::Kind::Rows) {
                rows_of = &entry->second;
                header_pending = true;
            }
            continue;
        }
        if (!rows_of) throw std::runtime_error("line " + std::to_string(line) + ": a row outside any query");
        const size_t before = at;
        std::vector<std::optional<std::string>> record = testing_support::readCsvRecord(text, at);
        for (size_t i = before; i < at; ++i) line += text[i] == '\n';
        if (at == text.size() && text.back() != '\n') ++line;
        if (header_pending) {
            for (std::optional<std::string>& name : record) rows_of->columns.push_back(name.value_or(""));
            header_pending = false;
        } else {
            rows_of->rows.push_back(std::move(record));
        }
    }
    return outcomes;
}

}  // namespace tabula::differential
