// Runs a record's statement text with TableEnvironment::executeSql, as tabula-slt does.
#pragma once

#include "slt/slt_runner.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::slt {

/// An Executor that runs each record's text in `env` (which must outlive it) as one SQL statement and reads the
/// whole result; an error's message is the exception's text.
Executor sqlExecutor(TableEnvironment& env);

}  // namespace tabula::slt
