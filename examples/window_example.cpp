// Over windows: each employee's salary beside the running total of the department's salaries, highest first (ties
// share a total), with the Table API as the seed writes it; then each one's rank in the department and distance
// from its average salary, with SQL's window functions.
// Usage: window_example [path/to/employees.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

using namespace tabula;

int main(int argc, char** argv) {
    std::string employees_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/employees.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("employees",
                                CsvTableSource(employees_path, {"id", "name", "department", "salary"},
                                               {Types::INT(), Types::STRING(), Types::STRING(), Types::INT()}));
        Table employees = env.scan("employees");

        const OverWindow w = Over::partitionBy("department")
                                 .orderBy("salary.desc")
                                 .preceding("UNBOUNDED_RANGE")
                                 .following("CURRENT_RANGE")
                                 .as("w");
        Table running = employees.window(w).select("name, salary, salary.sum over w");
        for (const Row& row : running.execute()) std::cout << row.toString() << '\n';
        std::cout << '\n';

        Table ranked = env.sqlQuery(
            "select name, department, rank() over (partition by department order by salary desc) as salary_rank, "
            "salary - avg(salary) over (partition by department) as above_average from employees");
        for (const Row& row : ranked.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
