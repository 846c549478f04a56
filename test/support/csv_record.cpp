#include "test/support/csv_record.hpp"

namespace tabula::testing_support {

std::vector<CsvCell> readCsvRecord(std::string_view text, size_t& at) {
    std::vector<CsvCell> record;
    while (true) {
        if (at < text.size() && text[at] == '"') {
            std::string field;
            for (++at; at < text.size(); ++at) {
                if (text[at] != '"') {
                    field += text[at];
                } else if (at + 1 < text.size() && text[at + 1] == '"') {
                    field += '"';
                    ++at;
                } else {
                    ++at;
                    break;
                }
            }
            record.emplace_back(std::move(field));
            at = std::min(text.find_first_of(",\n", at), text.size());  // text after the closing quote: dropped
        } else {
            const size_t end = std::min(text.find_first_of(",\n", at), text.size());
            record.push_back(end == at ? CsvCell() : CsvCell(std::string(text.substr(at, end - at))));
            at = end;
        }
        if (at >= text.size() || text[at] == '\n') {
            at = std::min(at + 1, text.size());
            return record;
        }
        ++at;  // the comma
    }
}

}  // namespace tabula::testing_support
