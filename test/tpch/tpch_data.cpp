#include "tpch_data.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "tabula/csv_table_source.hpp"
#include "tabula/type.hpp"

namespace tabula::tpch {

namespace {

const std::string kKey = "INT";
const std::string kText = "STRING";
const std::string kMoney = "DECIMAL(15, 2)";
const std::string kDate = "DATE";

}  // namespace

const std::vector<TpchTable>& tpchTables() {
    static const std::vector<TpchTable> tables = {
        {"region", {{"r_regionkey", kKey}, {"r_name", kText}, {"r_comment", kText}}},
        {"nation", {{"n_nationkey", kKey}, {"n_name", kText}, {"n_regionkey", kKey}, {"n_comment", kText}}},
        {"part",
         {{"p_partkey", kKey},
          {"p_name", kText},
          {"p_mfgr", kText},
          {"p_brand", kText},
          {"p_type", kText},
          {"p_size", kKey},
          {"p_container", kText},
          {"p_retailprice", kMoney},
          {"p_comment", kText}}},
        {"supplier",
         {{"s_suppkey", kKey},
          {"s_name", kText},
          {"s_address", kText},
          {"s_nationkey", kKey},
          {"s_phone", kText},
          {"s_acctbal", kMoney},
          {"s_comment", kText}}},
        {"partsupp",
         {{"ps_partkey", kKey},
          {"ps_suppkey", kKey},
          {"ps_availqty", kKey},
          {"ps_supplycost", kMoney},
          {"ps_comment", kText}}},
        {"customer",
         {{"c_custkey", kKey},
          {"c_name", kText},
          {"c_address", kText},
          {"c_nationkey", kKey},
          {"c_phone", kText},
          {"c_acctbal", kMoney},
          {"c_mktsegment", kText},
          {"c_comment", kText}}},
        {"orders",
         {{"o_orderkey", kKey},
          {"o_custkey", kKey},
          {"o_orderstatus", kText},
          {"o_totalprice", kMoney},
          {"o_orderdate", kDate},
          {"o_orderpriority", kText},
          {"o_clerk", kText},
          {"o_shippriority", kKey},
          {"o_comment", kText}}},
        {"lineitem",
         {{"l_orderkey", kKey},
          {"l_partkey", kKey},
          {"l_suppkey", kKey},
          {"l_linenumber", kKey},
          {"l_quantity", kMoney},
          {"l_extendedprice", kMoney},
          {"l_discount", kMoney},
          {"l_tax", kMoney},
          {"l_returnflag", kText},
          {"l_linestatus", kText},
          {"l_shipdate", kDate},
          {"l_commitdate", kDate},
          {"l_receiptdate", kDate},
          {"l_shipinstruct", kText},
          {"l_shipmode", kText},
          {"l_comment", kText}}},
    };
    return tables;
}

void registerTpchTables(TableEnvironment& env, const std::filesystem::path& data_dir) {
    for (const TpchTable& table : tpchTables()) {
        CsvTableSource::Builder builder = CsvTableSource::builder();
        builder.path((data_dir / (table.name + ".csv")).string()).ignoreFirstLine();
        for (const TpchColumn& column : table.columns) builder.field(column.name, *parseTypeName(column.type));
        env.registerTableSource(table.name, builder.build());
    }
}

std::string tpchCreateTables(const std::filesystem::path& data_dir) {
    std::string ddl;
    for (const TpchTable& table : tpchTables()) {
        ddl += "CREATE TABLE " + table.name + " (";
        for (size_t i = 0; i < table.columns.size(); ++i)
            ddl += (i > 0 ? ", " : "") + table.columns[i].name + " " + table.columns[i].type;
        ddl += ") WITH ('connector' = 'filesystem', 'path' = '" + (data_dir / (table.name + ".csv")).string() +
               "', 'format' = 'csv', 'csv.ignore-first-line' = 'true');\n";
    }
    return ddl;
}

std::string tpchQueryName(int number) {
    char name[8];
    std::snprintf(name, sizeof name, "q%02d", number);
    return name;
}

std::string tpchQuery(const std::filesystem::path& data_dir, int number) {
    const std::filesystem::path path = data_dir / "queries" / (tpchQueryName(number) + ".sql");
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace tabula::tpch
