// The output of flink/run-flink, read back: per statement of the script (numbered from 1), its rows with Flink's
// column names, "ok", or Flink's error message.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::differential {

struct FlinkOutcome {
    enum class Kind { Rows, Ok, Error };
    Kind kind = Kind::Ok;
    std::vector<std::string> columns;
    std::vector<std::vector<std::optional<std::string>>> rows;  // nullopt: NULL
    std::string error;                                          // Kind::Error: Flink's message
};

/// Parses the runner's output: `-- query N`, a CSV header line and RFC 4180 rows (NULL an empty unquoted field,
/// the empty string `""`), `-- ok N`, or `-- error N: message`; `-- time_ms` lines are skipped. Throws
/// std::runtime_error naming the line of anything else.
std::map<int, FlinkOutcome> parseFlinkOutput(std::string_view text);

}  // namespace tabula::differential
