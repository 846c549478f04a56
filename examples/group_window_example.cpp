// Group windows: the average salary reported per department in each 10-minute window, with the Table API as the
// seed writes it; then the highest salary per department and window, with SQL's window table function.
// Usage: group_window_example [path/to/salary_reports.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

using namespace tabula;

int main(int argc, char** argv) {
    std::string reports_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/salary_reports.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("salaries", CsvTableSource(reports_path, {"ts", "department", "salary"},
                                                           {Types::TIMESTAMP(), Types::STRING(), Types::INT()}));
        Table averages = env.scan("salaries")
                             .window(Tumble::over("10.minutes").on("ts").as("w"))
                             .groupBy("w, department")
                             .select("department, w.start, w.end, salary.avg");
        for (const Row& row : averages.execute()) std::cout << row.toString() << '\n';
        std::cout << '\n';

        Table top = env.sqlQuery(
            "select department, window_start, max(salary) as top_salary "
            "from table(tumble(table salaries, descriptor(ts), interval '10' minutes)) "
            "group by window_start, window_end, department");
        for (const Row& row : top.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
