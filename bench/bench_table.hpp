// The table bench_gen writes, as the benchmarks register it.
#pragma once

#include <string>

#include <tabula/tabula.hpp>

namespace tabula::bench {

/// bench_gen's CSV file at `path`: (id BIGINT, k100 INT, k1m INT, amount DOUBLE, name STRING, day DATE) after a
/// header line.
inline CsvTableSource benchGenSource(const std::string& path) {
    return CsvTableSource::builder()
        .path(path)
        .field("id", Types::LONG())
        .field("k100", Types::INT())
        .field("k1m", Types::INT())
        .field("amount", Types::DOUBLE())
        .field("name", Types::STRING())
        .field("day", Types::SQL_DATE())
        .ignoreFirstLine()
        .build();
}

}  // namespace tabula::bench
