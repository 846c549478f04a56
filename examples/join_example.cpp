// Seed example 2: the name, product and price of each sale under 40, joining people, sales and products.
// Usage: join_example [data folder]   (defaults to the copies next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

using namespace tabula;

int main(int argc, char** argv) {
    std::string data = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA;
    try {
        TableEnvironment env;
        // Each column has a name of its own across the three tables, so the join's fields need no renaming.
        env.registerTableSource("peoples",
                                CsvTableSource(data + "/peoples.csv", {"pe_id", "last_name", "country", "gender"},
                                               {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
        env.registerTableSource("products", CsvTableSource(data + "/products.csv", {"prod_id", "product_name", "price"},
                                                           {Types::INT(), Types::STRING(), Types::FLOAT()}));
        env.registerTableSource(
            "sales", CsvTableSource(data + "/sales.csv", {"people_id", "product_id"}, {Types::INT(), Types::INT()}));
        Table peoples = env.scan("peoples");
        Table products = env.scan("products");
        Table sales = env.scan("sales");

        // The join conditions come as where() after each join; the optimizer turns them into hash joins.
        Table join = peoples.join(sales)
                         .where("pe_id = people_id")
                         .join(products)
                         .where("product_id = prod_id")
                         .select("last_name, product_name, price")
                         .where("price < 40");
        for (const Row& row : join.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
