// Flink's weighted average as a user-defined aggregate function: sum(value * weight) / sum(weight), integer
// division, NULL over no rows. Shared by examples/weighted_avg_example.cpp, the example library
// (examples/udf_library) and the aggregate function tests.
#pragma once

#include <cstdint>
#include <optional>

#include <tabula/aggregate_function.hpp>

namespace tabula_examples {

struct WeightedAvgAccumulator {
    int64_t sum = 0;
    int64_t count = 0;
};

struct WeightedAvg : tabula::AggregateFunction<int64_t, WeightedAvgAccumulator> {
    void accumulate(WeightedAvgAccumulator& acc, int64_t value, int32_t weight) const {
        acc.sum += value * weight;
        acc.count += weight;
    }
    std::optional<int64_t> getValue(const WeightedAvgAccumulator& acc) const {
        if (acc.count == 0) return std::nullopt;
        return acc.sum / acc.count;
    }
    void merge(WeightedAvgAccumulator& acc, const WeightedAvgAccumulator& other) const {
        acc.sum += other.sum;
        acc.count += other.count;
    }
};

}  // namespace tabula_examples
