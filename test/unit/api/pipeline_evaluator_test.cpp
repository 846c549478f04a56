// Pipeline dispatch: each method reaches the Table API; unknown methods, wrong arguments and misplaced groupBy
// are errors pointing into the script.
#include <gtest/gtest.h>

#include <algorithm>

#include "api/src/pipeline_evaluator.hpp"
#include "parser/parse.hpp"

namespace tabula::detail {
namespace {

class PipelineEvaluator : public ::testing::Test {
protected:
    PipelineEvaluator() {
        env_.registerTableSource(
            "people",
            CsvTableSource(std::string(TABULA_TEST_DATA) + "/cli_people.csv", {"id", "name", "country", "gender"},
                           {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    }

    Table evaluate(const std::string& script) {
        std::vector<ast::Statement> statements = parser::parseScript(script);
        EXPECT_EQ(statements.size(), 1u);
        const auto& pipeline = std::get<std::shared_ptr<const ast::Pipeline>>(statements.at(0).body);
        return evaluatePipeline(env_, *pipeline, {script, {}});
    }

    /// The ValidationError message `script` raises ("" when none).
    std::string errorOf(const std::string& script) {
        try {
            evaluate(script);
        } catch (const ValidationError& error) {
            return error.what();
        }
        return "";
    }

    /// The rows of a pipeline as text, one "a,b" line per row.
    std::string rowsOf(const std::string& script) {
        std::string out;
        for (const Row& row : evaluate(script).collect()) out += row.toString() + "\n";
        return out;
    }

    TableEnvironment env_;
};

TEST_F(PipelineEvaluator, MethodNames) {
    // The Table methods and, among them, the methods that end a pipeline statement.
    EXPECT_EQ(pipelineMethodNames(), (std::vector<std::string>{"addColumns",
                                                               "addOrReplaceColumns",
                                                               "aggregate",
                                                               "as",
                                                               "cache",
                                                               "distinct",
                                                               "dropColumns",
                                                               "executeInsert",
                                                               "explain",
                                                               "fetch",
                                                               "filter",
                                                               "flatAggregate",
                                                               "flatMap",
                                                               "fullOuterJoin",
                                                               "getSchema",
                                                               "groupBy",
                                                               "insertInto",
                                                               "intersect",
                                                               "intersectAll",
                                                               "join",
                                                               "joinLateral",
                                                               "leftOuterJoin",
                                                               "leftOuterJoinLateral",
                                                               "limit",
                                                               "map",
                                                               "minus",
                                                               "minusAll",
                                                               "offset",
                                                               "orderBy",
                                                               "printSchema",
                                                               "renameColumns",
                                                               "rightOuterJoin",
                                                               "select",
                                                               "union",
                                                               "unionAll",
                                                               "where",
                                                               "window"}));
}

TEST_F(PipelineEvaluator, EachMethodReachesTheTableApi) {
    EXPECT_EQ(rowsOf("scan('people').filter('id > 3').select('id')"), "4\n5\n");
    EXPECT_EQ(rowsOf("from('people').where('id = 1').select('name')"), "Reed\n");
    EXPECT_EQ(rowsOf("people.select('id').orderBy('id.desc').fetch(1)"), "5\n");
    EXPECT_EQ(rowsOf("people.select('id').orderBy('id').offset(4)"), "5\n");
    EXPECT_EQ(rowsOf("people.select('id').orderBy('id').limit(3)"), "4\n5\n");
    EXPECT_EQ(rowsOf("people.filter('id > 3').cache().select('id')"), "4\n5\n");
    EXPECT_EQ(rowsOf("people.select('id').orderBy('id').limit(1, 1)"), "2\n");
    EXPECT_EQ(rowsOf("people.select('gender').distinct().orderBy('gender')"), "Female\nMale\n");
    EXPECT_EQ(rowsOf("people.groupBy('gender').select('gender, id.count').orderBy('gender')"), "Female,3\nMale,2\n");
    EXPECT_EQ(rowsOf("people.filter('id = 1').select('id').as('x').select('x + 1')"), "2\n");
    EXPECT_EQ(rowsOf("people.filter('id = 1').select('id').addColumns('id * 2 as y')"), "1,2\n");
    EXPECT_EQ(rowsOf("people.filter('id = 1').select('id').addOrReplaceColumns('id * 3 as id')"), "3\n");
    EXPECT_EQ(rowsOf("people.filter('id = 1').select('id').renameColumns('id as z').select('z')"), "1\n");
    EXPECT_EQ(rowsOf("people.filter('id = 1').dropColumns('id, name, gender')"), "United States\n");
}

TEST_F(PipelineEvaluator, UnknownMethodSuggestsTheClosest) {
    EXPECT_EQ(errorOf("people.selct('id')"),
              "1:7: unknown Table method 'selct'; did you mean 'select'?\npeople.selct('id')\n      ^~~~~~~~~~~~");
    EXPECT_EQ(
        errorOf("people.unionAl(people)").rfind("1:7: unknown Table method 'unionAl'; did you mean 'unionAll'?", 0),
        0u);
}

TEST_F(PipelineEvaluator, JoinsTakeAPipelineAndACondition) {
    // people has ids 1..5; a copy renamed to pid, name2 ... pairs each id with itself, or with the next one.
    const std::string other = "scan('people').as('pid, name2, country2, gender2')";
    EXPECT_EQ(rowsOf("people.join(" + other + ", 'id = pid').select('id, pid').orderBy('id')"),
              "1,1\n2,2\n3,3\n4,4\n5,5\n");
    EXPECT_EQ(rowsOf("people.join(" + other + ").where('id + 1 = pid').select('id').orderBy('id')"), "1\n2\n3\n4\n");
    EXPECT_EQ(rowsOf("people.leftOuterJoin(" + other + ", 'id + 1 = pid').where('pid.isNull').select('id')"), "5\n");
    EXPECT_EQ(rowsOf("people.rightOuterJoin(" + other + ", 'id = pid + 1').where('id.isNull').select('pid')"), "5\n");
    EXPECT_EQ(rowsOf("people.fullOuterJoin(" + other +
                     ", 'id = pid + 1').where('id.isNull || pid.isNull')"
                     ".select('id, pid').orderBy('id')"),
              "1,null\nnull,5\n");
}

TEST_F(PipelineEvaluator, JoinArgumentErrors) {
    EXPECT_EQ(errorOf("people.join('id = 1')"),
              "1:7: join() takes a table and optionally a condition, e.g. join(scan('other'), 'a = b').\n"
              "people.join('id = 1')\n"
              "      ^~~~~~~~~~~~~~~");
    EXPECT_NE(errorOf("people.leftOuterJoin(people)")
                  .find("leftOuterJoin() takes a table and a condition, e.g. leftOuterJoin(scan('other'), 'a = b')."),
              std::string::npos);
    EXPECT_NE(errorOf("people.join(people, 1)").find("join() takes a table and optionally a condition"),
              std::string::npos);
    // An error inside the condition points into the script.
    EXPECT_EQ(errorOf("people.join(people.as('a, b, c, d'), 'id = x')"),
              "1:44: unknown field 'x'; did you mean 'a'? Input fields: id, name, country, gender, a, b, c, d\n"
              "people.join(people.as('a, b, c, d'), 'id = x')\n"
              "                                           ^");
}

TEST_F(PipelineEvaluator, ArgumentKindsAndCounts) {
    EXPECT_EQ(errorOf("people.select(1)"),
              "1:7: select() takes one string argument, e.g. select('a, b').\npeople.select(1)\n      ^~~~~~~~~~");
    EXPECT_NE(errorOf("people.filter()").find("filter() takes one string argument, e.g. filter('a, b')."),
              std::string::npos);
    EXPECT_NE(errorOf("people.select('id', 'name')").find("select() takes one string argument"), std::string::npos);
    EXPECT_NE(errorOf("people.orderBy('id').fetch('1')").find("fetch() takes one integer argument, e.g. fetch(10)."),
              std::string::npos);
    EXPECT_NE(errorOf("people.orderBy('id').offset()").find("offset() takes one integer argument, e.g. offset(10)."),
              std::string::npos);
    EXPECT_NE(errorOf("people.orderBy('id').limit()")
                  .find("limit() takes one or two integer arguments: "
                        "limit(offset) or limit(offset, fetch)."),
              std::string::npos);
    EXPECT_NE(errorOf("people.orderBy('id').limit(1, 2, 3)").find("limit() takes one or two integer arguments"),
              std::string::npos);
    EXPECT_NE(errorOf("people.distinct('id')").find("distinct() takes no arguments."), std::string::npos);
}

struct Letters : TableFunction<std::string> {
    void eval(std::string_view s) const {
        for (char c : s) collect(std::string(1, c));
    }
};

struct Largest : TableAggregateFunction<int32_t, int32_t> {
    void accumulate(int32_t& largest, int32_t id) const { largest = std::max(largest, id); }
    void emitValue(const int32_t& largest, Collector<int32_t>& out) const { out.collect(largest); }
};

TEST_F(PipelineEvaluator, FlatAggregateFollowsGroupByOrATable) {
    env_.registerFunction("largest", Largest{});
    // cli_people.csv: ids 1..5, Germany 3 and 4.
    EXPECT_EQ(rowsOf("people.groupBy('country').flatAggregate('largest(id) as top').select('country, top')"),
              "Germany,4\nUnited States,5\n");
    EXPECT_EQ(rowsOf("people.flatAggregate('largest(id)')"), "5\n");
    // aggregate and map, with functions of one value: Germany 3 + 4, the United States 1 + 2 + 5.
    EXPECT_EQ(
        rowsOf("people.groupBy('country').aggregate('id.sum as total').select('country, total').orderBy('country')"),
        "Germany,7\nUnited States,8\n");
    EXPECT_EQ(rowsOf("people.aggregate('id.max')"), "5\n");
    EXPECT_EQ(rowsOf("people.filter('id = 3').map('upper(name)')"), "FOX\n");
    EXPECT_NE(errorOf("people.groupBy('country').flatAggregate(1)").find("flatAggregate() takes one string argument"),
              std::string::npos);
    EXPECT_EQ(errorOf("people.groupBy('country').flatAggregate('largets(id)')").substr(0, 80),
              "1:42: unknown table aggregate function 'largets'; did you mean 'largest'?\npeople");
}

TEST_F(PipelineEvaluator, LateralJoinsTakeACallAndACondition) {
    env_.registerFunction("letters", Letters{});
    // cli_people.csv's id 3 is Fox.
    EXPECT_EQ(rowsOf("people.filter('id = 3').joinLateral('letters(name) as c').select('c')"), "F\no\nx\n");
    EXPECT_EQ(rowsOf("people.filter('id = 3').joinLateral('letters(name) as c', 'c <> ''o''').select('c')"), "F\nx\n");
    EXPECT_EQ(rowsOf("people.filter('id = 3').leftOuterJoinLateral('letters(name) as c').select('c')"), "F\no\nx\n");
    EXPECT_EQ(rowsOf("people.filter('id = 3').flatMap('letters(name)')"), "F\no\nx\n");
    EXPECT_EQ(errorOf("people.joinLateral()"),
              "1:7: joinLateral() takes a table function call and optionally a condition, e.g. "
              "joinLateral('split(line) as word', 'word.charLength > 2').\npeople.joinLateral()\n      "
              "^~~~~~~~~~~~~~");
    EXPECT_NE(errorOf("people.joinLateral('letters(name) as c', 1)").find("joinLateral() takes"), std::string::npos);
    // An error inside either string points into the script.
    EXPECT_EQ(errorOf("people.joinLateral('letters(name) as c', 'd > 1')").substr(0, 32),
              "1:43: unknown field 'd'; did you");
    EXPECT_EQ(errorOf("people.flatMap('lettres(name)')").substr(0, 70),
              "1:17: unknown table function 'lettres'; did you mean 'letters'?\npeople");
}

TEST_F(PipelineEvaluator, GroupByMustBeFollowedBySelect) {
    EXPECT_EQ(errorOf("people.groupBy('gender')"),
              "1:1: a pipeline cannot end with groupBy(...): follow it with select(...), e.g. "
              "groupBy('a').select('a, b.count').\npeople.groupBy('gender')\n^~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_NE(errorOf("people.groupBy('gender').filter('id > 1')")
                  .find("1:25: groupBy(...) must be followed by select(...), aggregate(...) or flatAggregate(...), not "
                        "filter(...)."),
              std::string::npos);
    EXPECT_NE(errorOf("people.groupBy('gender').distinct()").find("not distinct(...)."), std::string::npos);
}

TEST_F(PipelineEvaluator, UnknownTablePointsAtItsName) {
    std::string message = errorOf("scan('peple').select('id')");
    EXPECT_EQ(message.rfind("1:6: ", 0), 0u) << message;
    EXPECT_NE(message.find("peple"), std::string::npos) << message;
}

TEST_F(PipelineEvaluator, EngineErrorsWithoutPositionPointAtTheCall) {
    // fetch on an unsorted table is a ValidationError from the Table API.
    std::string message = errorOf("people.select('id').fetch(2)");
    EXPECT_EQ(message.rfind("1:20: ", 0), 0u) << message;
}

TEST_F(PipelineEvaluator, UnionAllTakesAPipelineArgument) {
    EXPECT_EQ(rowsOf("scan('people').filter('id < 3').select('id').unionAll(scan('people').filter('id = 1')"
                     ".select('id + 10 as x')).orderBy('id')"),
              "1\n2\n11\n");
    EXPECT_EQ(rowsOf("people.filter('id = 5').select('name').unionAll(people.filter('id = 5').select('name'))"),
              "Adams\nAdams\n");
}

TEST_F(PipelineEvaluator, UnionAllErrorsPointIntoTheScript) {
    EXPECT_EQ(errorOf("people.unionAll('people')"),
              "1:7: unionAll() takes one table argument, e.g. unionAll(scan('other')).\npeople.unionAll('people')\n"
              "      ^~~~~~~~~~~~~~~~~~~");
    // The schema mismatch comes from the Table API and points at the call.
    EXPECT_EQ(errorOf("people.select('id').unionAll(people.select('id, name'))"),
              "1:20: unionAll needs inputs with the same number of fields, but the left has 1 (id INT) and the right "
              "has 2 (id INT, name STRING)\npeople.select('id').unionAll(people.select('id, name'))\n"
              "                   ^" +
                  std::string(35, '~'));
    // Errors inside the argument pipeline point at their own place.
    std::string message = errorOf("people.unionAll(people.select('idd'))");
    EXPECT_EQ(message.rfind("1:32: unknown field 'idd'", 0), 0u) << message;
    EXPECT_EQ(errorOf("people.unionAll(peple)").rfind("1:17: ", 0), 0u);
}

}  // namespace
}  // namespace tabula::detail
