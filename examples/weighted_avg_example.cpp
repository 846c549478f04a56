// A user-defined aggregate function, Flink's weighted average (weighted_avg.hpp): each student's grade averaged over their courses,
// weighted by the courses' credits (integer division, as in Flink's example). A course without a grade is
// skipped; a student with none has no average (NULL).
// Usage: weighted_avg_example [path/to/grades.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

#include "weighted_avg.hpp"

using namespace tabula;

int main(int argc, char** argv) {
    std::string grades_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/grades.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("grades", CsvTableSource(grades_path, {"student", "grade", "credits"},
                                                         {Types::STRING(), Types::BIGINT(), Types::INT()}));
        env.registerFunction("weightedAvg", tabula_examples::WeightedAvg{});
        Table averages = env.scan("grades").groupBy("student").select("student, weightedAvg(grade, credits)");
        for (const Row& row : averages.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
