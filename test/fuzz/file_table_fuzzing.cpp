#include "test/fuzz/file_table_fuzzing.hpp"

#include <array>
#include <string>

#include "test/fuzz/fuzz_support.hpp"

namespace tabula::fuzz {

void addFieldsFromInput(CsvTableSource::Builder& builder, std::string_view& input, size_t columns) {
    static const std::array kTypes = {
        Types::BOOLEAN(), Types::TINYINT(), Types::SMALLINT(),     Types::INT(),           Types::BIGINT(),
        Types::FLOAT(),   Types::DOUBLE(),  Types::DECIMAL(10, 2), Types::DECIMAL(38, 10), Types::STRING(),
        Types::DATE(),    Types::TIME(),    Types::TIMESTAMP(),
    };
    for (size_t i = 0; i < columns && !input.empty(); ++i) {
        builder.field(std::string(1, char('a' + i)), kTypes[uint8_t(input.front()) % kTypes.size()]);
        input.remove_prefix(1);
    }
}

void readWholeTable(const CsvTableSource& source) {
    TableEnvironment environment;
    environment.registerTableSource("f", source);
    refuseCleanlyAtWorst([&] { drain(environment.sqlQuery("SELECT * FROM f").execute()); });
    refuseCleanlyAtWorst([&] { drain(environment.sqlQuery("SELECT count(*) FROM f").execute()); });
}

}  // namespace tabula::fuzz
