// Turns a shell pipeline (`scan('t').groupBy('a').select('a, b.count')`) into Table API calls.
#pragma once

#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "script_context.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// Names of the methods a pipeline may call, sorted (the ending methods too).
std::vector<std::string> pipelineMethodNames();

/// How a pipeline statement ends: with a Table (its rows are the result), or with a method that does something
/// with the Table instead, as in Flink's Table API: explain(), printSchema(), getSchema(), insertInto('t') (and
/// its Flink 1.11 name executeInsert('t')).
enum class PipelineEnd { Table, Explain, PrintSchema, GetSchema, InsertInto };
PipelineEnd pipelineEnd(const ast::Pipeline& pipeline);

/// The Table `pipeline` describes: its source looked up in `env`, then each call applied in order, dispatched
/// by name to the Table / GroupedTable method of that name; an argument that is a pipeline itself
/// (`unionAll(scan('b'))`) is evaluated the same way. Throws ValidationError with a caret in script.text
/// for an unknown source or method (naming the closest one), wrong argument kinds or counts, and a groupBy not
/// followed by select, and an ending method (pipelineEnd) anywhere, since the statement takes a pipeline's ending
/// call off before evaluating the rest; errors the engine raises for a string argument come back at their place in
/// the script.
Table evaluatePipeline(const TableEnvironment& env, const ast::Pipeline& pipeline, const ScriptContext& script);

}  // namespace tabula::detail
