// Flink's Top2 as a user-defined table aggregate function: the two largest values of a group, each with its rank
// (1 for the largest). A group of one value gives one row; NULL values are skipped. Shared by
// examples/top2_example.cpp, the example library (examples/udf_library) and the table aggregate function tests.
#pragma once

#include <cstdint>
#include <optional>
#include <tuple>

#include <tabula/table_aggregate_function.hpp>

namespace tabula_examples {

struct Top2Accumulator {
    std::optional<int64_t> first;
    std::optional<int64_t> second;
};

struct Top2 : tabula::TableAggregateFunction<std::tuple<int64_t, int32_t>, Top2Accumulator> {
    void accumulate(Top2Accumulator& acc, int64_t value) const {
        if (!acc.first || value > *acc.first) {
            acc.second = acc.first;
            acc.first = value;
        } else if (!acc.second || value > *acc.second) {
            acc.second = value;
        }
    }
    void merge(Top2Accumulator& acc, const Top2Accumulator& other) const {
        if (other.first) accumulate(acc, *other.first);
        if (other.second) accumulate(acc, *other.second);
    }
    void emitValue(const Top2Accumulator& acc, tabula::Collector<Row>& out) const {
        if (acc.first) out.collect({*acc.first, 1});
        if (acc.second) out.collect({*acc.second, 2});
    }
};

}  // namespace tabula_examples
