// The seed's peoples, sales and products files as tables, and row helpers (sortedRows comes from
// api_test_support.hpp), for the join tests of the api layer.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula::test {

using Rows = std::vector<std::string>;

/// The seed's three tables, with the column names of seed example 2 (distinct across the tables). 23 sales by 13
/// of the 20 people (7, 9, 11, 12, 14, 16 and 18 bought nothing), 5 products.
inline TableEnvironment seedEnvironment() {
    TableEnvironment env;
    env.getConfig().verify_plans = true;
    env.registerTableSource(
        "peoples", CsvTableSource(TABULA_TEST_DATA "/seed_peoples.csv", {"pe_id", "last_name", "country", "gender"},
                                  {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    env.registerTableSource("products",
                            CsvTableSource(TABULA_TEST_DATA "/seed_products.csv", {"prod_id", "product_name", "price"},
                                           {Types::INT(), Types::STRING(), Types::FLOAT()}));
    env.registerTableSource("sales", CsvTableSource(TABULA_TEST_DATA "/seed_sales.csv", {"people_id", "product_id"},
                                                    {Types::INT(), Types::INT()}));
    return env;
}

inline Rows sorted(Rows rows) {
    std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace tabula::test
