// Flink's split example as a user-defined table function: one row per word of a line (words are separated by
// spaces; runs of them give no empty words), with the word's length in bytes. Shared by
// examples/word_count_example.cpp, the example library (examples/udf_library) and the table function tests.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>

#include <tabula/table_function.hpp>

namespace tabula_examples {

struct Split : tabula::TableFunction<std::tuple<std::string, int32_t>> {
    void eval(std::string_view line) const {
        size_t start = 0;
        while (start < line.size()) {
            size_t end = line.find(' ', start);
            if (end == std::string_view::npos) end = line.size();
            if (end > start) collect({std::string(line.substr(start, end - start)), static_cast<int32_t>(end - start)});
            start = end + 1;
        }
    }
};

}  // namespace tabula_examples
