// Flink's word count with a user-defined table function (split.hpp): each line split into words with
// joinLateral, then the words counted with groupBy.
// Usage: word_count_example [path/to/lines.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

#include "split.hpp"

using namespace tabula;

int main(int argc, char** argv) {
    std::string lines_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/lines.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("lines", CsvTableSource(lines_path, {"line"}, {Types::STRING()}));
        env.registerFunction("split", tabula_examples::Split{});
        Table counts = env.scan("lines")
                           .joinLateral(call("split", {col("line")}).as("word", "length"))
                           .groupBy("word")
                           .select("word, word.count as frequency");
        for (const Row& row : counts.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
