// A user-defined aggregate function, Flink's weighted average: each student's grade averaged over their courses,
// weighted by the courses' credits (integer division, as in Flink's example). A course without a grade is
// skipped; a student with none has no average (NULL).
// Usage: weighted_avg_example [path/to/grades.csv]   (defaults to the copy next to this program's sources)
#include <iostream>
#include <optional>

#include <tabula/tabula.hpp>

using namespace tabula;

struct WeightedAvgAccumulator {
    int64_t sum = 0;
    int64_t count = 0;
};

struct WeightedAvg : AggregateFunction<int64_t, WeightedAvgAccumulator> {
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

int main(int argc, char** argv) {
    std::string grades_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/grades.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("grades", CsvTableSource(grades_path, {"student", "grade", "credits"},
                                                         {Types::STRING(), Types::BIGINT(), Types::INT()}));
        env.registerFunction("weightedAvg", WeightedAvg{});
        Table averages = env.scan("grades").groupBy("student").select("student, weightedAvg(grade, credits)");
        for (const Row& row : averages.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
