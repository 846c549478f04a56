// The column lists of the eight tables, as clause 1.4 of the TPC-H specification names them.
#include "tpch_schema.hpp"

namespace tabula::tpchgen {
namespace {

constexpr ColumnKind kInt = ColumnKind::Integer;
constexpr ColumnKind kMoney = ColumnKind::Money;
constexpr ColumnKind kDate = ColumnKind::Date;
constexpr ColumnKind kText = ColumnKind::Text;

constexpr ColumnSpec kRegion[] = {{"r_regionkey", kInt}, {"r_name", kText}, {"r_comment", kText}};
constexpr ColumnSpec kNation[] = {
    {"n_nationkey", kInt}, {"n_name", kText}, {"n_regionkey", kInt}, {"n_comment", kText}};
constexpr ColumnSpec kPart[] = {{"p_partkey", kInt},    {"p_name", kText},         {"p_mfgr", kText},
                                {"p_brand", kText},     {"p_type", kText},         {"p_size", kInt},
                                {"p_container", kText}, {"p_retailprice", kMoney}, {"p_comment", kText}};
constexpr ColumnSpec kSupplier[] = {{"s_suppkey", kInt},   {"s_name", kText},  {"s_address", kText},
                                    {"s_nationkey", kInt}, {"s_phone", kText}, {"s_acctbal", kMoney},
                                    {"s_comment", kText}};
constexpr ColumnSpec kPartSupp[] = {{"ps_partkey", kInt},
                                    {"ps_suppkey", kInt},
                                    {"ps_availqty", kInt},
                                    {"ps_supplycost", kMoney},
                                    {"ps_comment", kText}};
constexpr ColumnSpec kCustomer[] = {{"c_custkey", kInt},     {"c_name", kText},   {"c_address", kText},
                                    {"c_nationkey", kInt},   {"c_phone", kText},  {"c_acctbal", kMoney},
                                    {"c_mktsegment", kText}, {"c_comment", kText}};
constexpr ColumnSpec kOrders[] = {{"o_orderkey", kInt},     {"o_custkey", kInt},      {"o_orderstatus", kText},
                                  {"o_totalprice", kMoney}, {"o_orderdate", kDate},   {"o_orderpriority", kText},
                                  {"o_clerk", kText},       {"o_shippriority", kInt}, {"o_comment", kText}};
constexpr ColumnSpec kLineItem[] = {
    {"l_orderkey", kInt},     {"l_partkey", kInt},         {"l_suppkey", kInt},    {"l_linenumber", kInt},
    {"l_quantity", kMoney},   {"l_extendedprice", kMoney}, {"l_discount", kMoney}, {"l_tax", kMoney},
    {"l_returnflag", kText},  {"l_linestatus", kText},     {"l_shipdate", kDate},  {"l_commitdate", kDate},
    {"l_receiptdate", kDate}, {"l_shipinstruct", kText},   {"l_shipmode", kText},  {"l_comment", kText}};

constexpr TableSpec kTables[] = {
    {TpchTable::Region, "region", kRegion},
    {TpchTable::Nation, "nation", kNation},
    {TpchTable::Part, "part", kPart},
    {TpchTable::Supplier, "supplier", kSupplier},
    {TpchTable::PartSupp, "partsupp", kPartSupp},
    {TpchTable::Customer, "customer", kCustomer},
    {TpchTable::Orders, "orders", kOrders},
    {TpchTable::LineItem, "lineitem", kLineItem},
};

}  // namespace

std::span<const TableSpec> tableSpecs() { return kTables; }

const TableSpec& tableSpec(TpchTable table) { return kTables[static_cast<size_t>(table)]; }

std::optional<TpchTable> findTable(std::string_view name) {
    for (const TableSpec& spec : kTables)
        if (spec.name == name) return spec.table;
    return std::nullopt;
}

std::string_view sqlTypeName(ColumnKind kind) {
    switch (kind) {
        case ColumnKind::Integer: return "INT";
        case ColumnKind::Money: return "DECIMAL(15, 2)";
        case ColumnKind::Date: return "DATE";
        case ColumnKind::Text: return "STRING";
    }
    return "STRING";
}

}  // namespace tabula::tpchgen
