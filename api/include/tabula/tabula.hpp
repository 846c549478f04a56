// tabula: Flink's batch Table API and SQL over CSV files, embedded in a C++ program. Include this header.
#pragma once

#include "tabula/csv_table_sink.hpp"
#include "tabula/csv_table_source.hpp"
#include "tabula/decimal.hpp"
#include "tabula/error.hpp"
#include "tabula/expression.hpp"
#include "tabula/function_types.hpp"
#include "tabula/row.hpp"
#include "tabula/scalar_function.hpp"
#include "tabula/schema.hpp"
#include "tabula/script.hpp"
#include "tabula/table.hpp"
#include "tabula/table_environment.hpp"
#include "tabula/table_result.hpp"
#include "tabula/temporal.hpp"
#include "tabula/type.hpp"
#include "tabula/value.hpp"
