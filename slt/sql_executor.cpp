// The result is read to the end inside the try, so that an error met while rows are produced fails the record.
#include "slt/sql_executor.hpp"

#include <exception>

namespace tabula::slt {

Executor sqlExecutor(TableEnvironment& env) {
    return [&env](const std::string& sql, uint32_t) {
        Outcome outcome;
        try {
            TableResult result = env.executeSql(sql);
            const size_t columns = result.getSchema().getFieldCount();
            outcome.result = Outcome::Result{columns, result.collect()};
        } catch (const std::exception& error) {
            outcome.error = error.what();
        }
        return outcome;
    };
}

}  // namespace tabula::slt
