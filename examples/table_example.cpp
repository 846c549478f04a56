// Seed example 1: count people by country with the Table API, and by country and gender with SQL.
// Usage: table_example [path/to/peoples.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

using namespace tabula;

int main(int argc, char** argv) {
    std::string peoples_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/peoples.csv";
    try {
        TableEnvironment env;
        CsvTableSource source(peoples_path, {"id", "last_name", "country", "gender"},
                              {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()});
        env.registerTableSource("peoples", source);
        Table peoples = env.scan("peoples");

        // Aggregation using a chain of methods.
        Table countries_count = peoples.groupBy("country").select("country, id.count");
        for (const Row& row : countries_count.execute()) std::cout << row.toString() << '\n';
        std::cout << '\n';

        // Aggregation using SQL.
        Table countries_and_gender_count =
            env.sqlQuery("select country, gender, count(id) from peoples group by country, gender");
        for (const Row& row : countries_and_gender_count.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
