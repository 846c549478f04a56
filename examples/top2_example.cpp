// Flink's Top2 with a user-defined table aggregate function (top2.hpp): each player's two best scores with their
// rank, through groupBy(...).flatAggregate(...). A player without a score has no rows.
// Usage: top2_example [path/to/scores.csv]   (defaults to the copy next to this program's sources)
#include <iostream>

#include <tabula/tabula.hpp>

#include "top2.hpp"

using namespace tabula;

int main(int argc, char** argv) {
    std::string scores_path = argc > 1 ? argv[1] : TABULA_EXAMPLES_DATA "/scores.csv";
    try {
        TableEnvironment env;
        env.registerTableSource("scores",
                                CsvTableSource(scores_path, {"player", "score"}, {Types::STRING(), Types::BIGINT()}));
        env.registerFunction("top2", tabula_examples::Top2{});
        Table best = env.scan("scores")
                         .groupBy("player")
                         .flatAggregate(call("top2", {col("score")}).as("v", "rank"))
                         .select("player, v, rank");
        for (const Row& row : best.execute()) std::cout << row.toString() << '\n';
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
