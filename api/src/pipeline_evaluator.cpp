// Dispatches the calls of a shell pipeline by name to Table and GroupedTable methods, checking argument kinds.
#include "pipeline_evaluator.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <variant>

#include "script_slice.hpp"

namespace tabula::detail {
namespace {

/// A pipeline's value between calls: groupBy yields a GroupedTable and window an OverWindowedTable, which only
/// select may follow, or a WindowedTable, which groupBy must follow (then select).
using Stage = std::variant<Table, GroupedTable, OverWindowedTable, WindowedTable, WindowGroupedTable>;

/// One call being applied, with what its errors need to point into the script.
struct CallSite {
    const ast::MethodCall& call;
    const ScriptContext& script;
    const TableEnvironment& env;  // where pipelines given as arguments start

    [[noreturn]] void fail(SourceSpan span, const std::string& message) const {
        throw ValidationError(message, span, script.errorSource());
    }
    [[noreturn]] void failArguments(const std::string& expected) const {
        fail(call.span, call.name + "() takes " + expected + ".");
    }

    /// The single string argument, e.g. select('a, b').
    const ast::PipelineArg& stringArgument() const {
        if (call.args.size() != 1 || !std::holds_alternative<std::string>(call.args[0].value))
            failArguments("one string argument, e.g. " + call.name + "('a, b')");
        return call.args[0];
    }
    /// The single pipeline argument, e.g. unionAll(scan('b').select('x')), evaluated.
    Table tableArgument() const {
        const auto* pipeline =
            call.args.size() == 1 ? std::get_if<std::shared_ptr<const ast::Pipeline>>(&call.args[0].value) : nullptr;
        if (!pipeline) failArguments("one table argument, e.g. " + call.name + "(scan('other'))");
        return evaluatePipeline(env, **pipeline, script);
    }
    /// All arguments as integers, between `min` and `max` of them.
    std::vector<int64_t> integerArguments(size_t min, size_t max, const std::string& expected) const {
        std::vector<int64_t> values;
        for (const ast::PipelineArg& arg : call.args) {
            if (!std::holds_alternative<int64_t>(arg.value)) failArguments(expected);
            values.push_back(std::get<int64_t>(arg.value));
        }
        if (values.size() < min || values.size() > max) failArguments(expected);
        return values;
    }
    /// Runs an engine call that has no text of its own: its position-less errors point at the call.
    template <class Call>
    auto atCall(Call&& run) const {
        try {
            return run();
        } catch (ValidationError& error) {
            if (!error.span()) error.relocate(script.errorSource(), call.span);
            throw;
        }
    }
};

const Table& tableOf(const Stage& stage, const CallSite& site) {
    if (const Table* table = std::get_if<Table>(&stage)) return *table;
    if (std::holds_alternative<WindowedTable>(stage))
        site.fail(site.call.span,
                  "window(...) with a group window must be followed by groupBy(...) naming the "
                  "window, not " +
                      site.call.name + "(...).");
    if (std::holds_alternative<GroupedTable>(stage))
        site.fail(site.call.span,
                  "groupBy(...) must be followed by select(...), aggregate(...) or flatAggregate(...), not " +
                      site.call.name + "(...).");
    const bool grouped = std::holds_alternative<WindowGroupedTable>(stage);
    site.fail(site.call.span, std::string(grouped ? "groupBy" : "window") +
                                  "(...) must be followed by select(...), not " + site.call.name + "(...).");
}

/// The group window an argument `Tumble.over('10.minutes').on('ts').as('w')` (or Slide.over(..).every(..),
/// Session.withGap(..)) builds, the calls taken in Flink's order; errors point at the call that is out of place.
GroupWindow groupWindowArgument(const ast::Pipeline& pipeline, const CallSite& site) {
    const std::string& kind = pipeline.table;
    const std::string form = kind == "Tumble"  ? "Tumble.over('10.minutes').on('ts').as('w')"
                             : kind == "Slide" ? "Slide.over('10.minutes').every('5.minutes').on('ts').as('w')"
                                               : "Session.withGap('10.minutes').on('ts').as('w')";
    const std::vector<std::string> order = kind == "Tumble"  ? std::vector<std::string>{"over", "on", "as"}
                                           : kind == "Slide" ? std::vector<std::string>{"over", "every", "on", "as"}
                                                             : std::vector<std::string>{"withGap", "on", "as"};
    std::vector<std::string> parts;
    for (const ast::MethodCall& call : pipeline.calls) {
        if (parts.size() >= order.size() || call.name != order[parts.size()])
            site.fail(call.span, call.name + "(...) does not belong here in a group window; write " + form + ".");
        CallSite inner{call, site.script, site.env};
        parts.push_back(std::get<std::string>(inner.stringArgument().value));
    }
    if (parts.size() != order.size()) site.fail(pipeline.span, "a group window ends with as('w'), e.g. " + form + ".");
    return site.atCall([&] {
        if (kind == "Tumble") return Tumble::over(parts[0]).on(parts[1]).as(parts[2]);
        if (kind == "Slide") return Slide::over(parts[0]).every(parts[1]).on(parts[2]).as(parts[3]);
        return Session::withGap(parts[0]).on(parts[1]).as(parts[2]);
    });
}

/// The group window of a window(...) call, when its one argument is Tumble, Slide or Session.
std::optional<GroupWindow> groupWindowOf(const CallSite& site) {
    const auto* pipeline = site.call.args.size() == 1
                               ? std::get_if<std::shared_ptr<const ast::Pipeline>>(&site.call.args[0].value)
                               : nullptr;
    if (!pipeline || !(*pipeline)->source_call.empty()) return std::nullopt;
    const std::string& kind = (*pipeline)->table;
    if (kind != "Tumble" && kind != "Slide" && kind != "Session") return std::nullopt;
    return groupWindowArgument(**pipeline, site);
}

/// The over window an argument `Over.partitionBy('a').orderBy('ts').preceding('2.rows').as('w')` builds, the
/// calls taken in Flink's order; errors point at the call that is out of place.
OverWindow overWindowArgument(const ast::PipelineArg& arg, const CallSite& site) {
    const std::string form =
        "Over.partitionBy('a').orderBy('ts').preceding('UNBOUNDED_RANGE').following("
        "'CURRENT_RANGE').as('w')";
    const auto* pipeline = std::get_if<std::shared_ptr<const ast::Pipeline>>(&arg.value);
    if (!pipeline || (*pipeline)->table != "Over" || !(*pipeline)->source_call.empty())
        site.fail(arg.span, "window() takes over windows, e.g. window(" + form + ").");
    std::optional<OverWindowPartitioned> partitioned;
    std::optional<OverWindowPartitionedOrdered> ordered;
    std::optional<OverWindowPartitionedOrderedPreceding> framed;
    std::optional<OverWindow> named;
    for (const ast::MethodCall& call : (*pipeline)->calls) {
        CallSite inner{call, site.script, site.env};
        const std::string text = std::get<std::string>(inner.stringArgument().value);
        const bool begun = partitioned || ordered;
        if (call.name == "partitionBy" && !begun) {
            partitioned = Over::partitionBy(text);
        } else if (call.name == "orderBy" && !ordered) {
            ordered = partitioned ? partitioned->orderBy(text) : Over::orderBy(text);
        } else if (call.name == "preceding" && ordered && !framed && !named) {
            framed = ordered->preceding(text);
        } else if (call.name == "following" && framed && !named) {
            framed = framed->following(text);
        } else if (call.name == "as" && ordered && !named) {
            named = framed ? framed->as(text) : ordered->as(text);
        } else {
            site.fail(call.span, call.name + "(...) does not belong here in an over window; write " + form + ".");
        }
    }
    if (!named) site.fail(arg.span, "an over window needs orderBy(...) and ends with as('w'), e.g. " + form + ".");
    return *named;
}

/// A Table method taking one string expression argument, applied through a ScriptSlice so errors inside the
/// string are moved into the script.
template <class Result, class Receiver>
Result applyString(const Receiver& receiver, Result (Receiver::*method)(std::string_view) const, const CallSite& site) {
    ScriptSlice slice(site.script.text, site.stringArgument());
    return slice.run(site.script.errorSource(), [&](std::string_view text) { return (receiver.*method)(text); });
}

using Method = std::function<Stage(const Stage&, const CallSite&)>;

Method stringMethod(Table (Table::*method)(std::string_view) const) {
    return [method](const Stage& stage, const CallSite& site) -> Stage {
        return applyString(tableOf(stage, site), method, site);
    };
}

/// A method of GroupedTable after groupBy, of Table otherwise, taking one string: flatAggregate, aggregate.
Method groupedOrTableMethod(Table (GroupedTable::*grouped_method)(std::string_view) const,
                            Table (Table::*table_method)(std::string_view) const) {
    return [grouped_method, table_method](const Stage& stage, const CallSite& site) -> Stage {
        if (const GroupedTable* grouped = std::get_if<GroupedTable>(&stage))
            return applyString(*grouped, grouped_method, site);
        return applyString(tableOf(stage, site), table_method, site);
    };
}

Method countMethod(Table (Table::*method)(int64_t) const) {
    return [method](const Stage& stage, const CallSite& site) -> Stage {
        const Table& table = tableOf(stage, site);
        int64_t n = site.integerArguments(1, 1, "one integer argument, e.g. " + site.call.name + "(10)")[0];
        return site.atCall([&] { return (table.*method)(n); });
    };
}

/// A Table method combining the table with another, given as a pipeline argument.
Method tableMethod(Table (Table::*method)(const Table&) const) {
    return [method](const Stage& stage, const CallSite& site) -> Stage {
        const Table& left = tableOf(stage, site);
        Table right = site.tableArgument();
        return site.atCall([&] { return (left.*method)(right); });
    };
}

/// A method without arguments: distinct(), cache().
Method noArgumentMethod(Table (Table::*method)() const) {
    return [method](const Stage& stage, const CallSite& site) -> Stage {
        const Table& input = tableOf(stage, site);
        if (!site.call.args.empty()) site.failArguments("no arguments");
        return site.atCall([&] { return (input.*method)(); });
    };
}

/// joinLateral: a table function call, then optionally a condition over the table's and the function's columns
/// (applied as a filter, as Table::joinLateral does). Errors inside either string point into the script.
Stage joinLateral(const Stage& stage, const CallSite& site) {
    const Table& input = tableOf(stage, site);
    const std::vector<ast::PipelineArg>& args = site.call.args;
    const bool strings = std::all_of(args.begin(), args.end(), [](const ast::PipelineArg& arg) {
        return std::holds_alternative<std::string>(arg.value);
    });
    if (args.empty() || args.size() > 2 || !strings)
        site.failArguments(
            "a table function call and optionally a condition, e.g. joinLateral('split(line) as word', "
            "'word.charLength > 2')");
    Table (Table::*join)(std::string_view) const = &Table::joinLateral;
    Table joined = ScriptSlice(site.script.text, args[0]).run(site.script.errorSource(), [&](std::string_view text) {
        return (input.*join)(text);
    });
    if (args.size() == 1) return joined;
    return ScriptSlice(site.script.text, args[1]).run(site.script.errorSource(), [&](std::string_view text) {
        return joined.filter(text);
    });
}

using JoinOn = Table (Table::*)(const Table&, std::string_view) const;
using JoinAll = Table (Table::*)(const Table&) const;

/// A join: the right table as a pipeline argument, then the condition as a string (which `join` may leave out:
/// a later where() gives it). Errors inside the condition point into the script.
Method joinMethod(JoinOn with_condition, JoinAll without_condition) {
    return [with_condition, without_condition](const Stage& stage, const CallSite& site) -> Stage {
        const Table& left = tableOf(stage, site);
        const std::vector<ast::PipelineArg>& args = site.call.args;
        const std::string example = site.call.name + "(scan('other'), 'a = b')";
        const std::string expected = without_condition ? "a table and optionally a condition, e.g. " + example
                                                       : "a table and a condition, e.g. " + example;
        const auto* pipeline =
            args.empty() ? nullptr : std::get_if<std::shared_ptr<const ast::Pipeline>>(&args[0].value);
        const bool condition = args.size() == 2 && std::holds_alternative<std::string>(args[1].value);
        if (!pipeline || args.size() > 2 || (args.size() == 2 && !condition) || (!condition && !without_condition))
            site.failArguments(expected);
        Table right = evaluatePipeline(site.env, **pipeline, site.script);
        if (!condition) return site.atCall([&] { return (left.*without_condition)(right); });
        ScriptSlice slice(site.script.text, args[1]);
        return slice.run(site.script.errorSource(),
                         [&](std::string_view text) { return (left.*with_condition)(right, text); });
    };
}

const std::map<std::string, Method>& methods() {
    using StringMethod = Table (Table::*)(std::string_view) const;
    static const std::map<std::string, Method> table = {
        {"select",
         [](const Stage& stage, const CallSite& site) -> Stage {
             if (const GroupedTable* grouped = std::get_if<GroupedTable>(&stage)) {
                 Table (GroupedTable::*select)(std::string_view) const = &GroupedTable::select;
                 return applyString(*grouped, select, site);
             }
             if (const OverWindowedTable* windowed = std::get_if<OverWindowedTable>(&stage))
                 return applyString(*windowed, &OverWindowedTable::select, site);
             if (const WindowGroupedTable* grouped = std::get_if<WindowGroupedTable>(&stage)) {
                 Table (WindowGroupedTable::*select)(std::string_view) const = &WindowGroupedTable::select;
                 return applyString(*grouped, select, site);
             }
             return applyString(tableOf(stage, site), StringMethod(&Table::select), site);
         }},
        {"flatAggregate", groupedOrTableMethod(&GroupedTable::flatAggregate, &Table::flatAggregate)},
        {"aggregate", groupedOrTableMethod(&GroupedTable::aggregate, &Table::aggregate)},
        {"map", stringMethod(static_cast<StringMethod>(&Table::map))},
        {"filter", stringMethod(&Table::filter)},
        {"where", stringMethod(&Table::where)},
        {"as", stringMethod(&Table::as)},
        {"addColumns", stringMethod(&Table::addColumns)},
        {"addOrReplaceColumns", stringMethod(&Table::addOrReplaceColumns)},
        {"renameColumns", stringMethod(&Table::renameColumns)},
        {"dropColumns", stringMethod(&Table::dropColumns)},
        {"orderBy", stringMethod(&Table::orderBy)},
        {"groupBy",
         [](const Stage& stage, const CallSite& site) -> Stage {
             if (const WindowedTable* windowed = std::get_if<WindowedTable>(&stage)) {
                 WindowGroupedTable (WindowedTable::*group_by)(std::string_view) const = &WindowedTable::groupBy;
                 return applyString(*windowed, group_by, site);
             }
             GroupedTable (Table::*group_by)(std::string_view) const = &Table::groupBy;
             return applyString(tableOf(stage, site), group_by, site);
         }},
        {"window",
         [](const Stage& stage, const CallSite& site) -> Stage {
             const Table& input = tableOf(stage, site);
             if (std::optional<GroupWindow> window = groupWindowOf(site))
                 return site.atCall([&] { return input.window(*window); });
             std::vector<OverWindow> windows;
             for (const ast::PipelineArg& arg : site.call.args) windows.push_back(overWindowArgument(arg, site));
             if (windows.empty()) site.failArguments("over windows, e.g. window(Over.orderBy('ts').as('w'))");
             return site.atCall([&] { return input.window(std::move(windows)); });
         }},
        {"distinct", noArgumentMethod(&Table::distinct)},
        {"cache", noArgumentMethod(&Table::cache)},
        {"unionAll", tableMethod(&Table::unionAll)},
        {"union", tableMethod(&Table::union_)},
        {"minus", tableMethod(&Table::minus)},
        {"minusAll", tableMethod(&Table::minusAll)},
        {"intersect", tableMethod(&Table::intersect)},
        {"intersectAll", tableMethod(&Table::intersectAll)},
        {"join", joinMethod(static_cast<JoinOn>(&Table::join), static_cast<JoinAll>(&Table::join))},
        {"leftOuterJoin", joinMethod(static_cast<JoinOn>(&Table::leftOuterJoin), nullptr)},
        {"rightOuterJoin", joinMethod(static_cast<JoinOn>(&Table::rightOuterJoin), nullptr)},
        {"fullOuterJoin", joinMethod(static_cast<JoinOn>(&Table::fullOuterJoin), nullptr)},
        {"joinLateral", joinLateral},
        {"leftOuterJoinLateral", stringMethod(static_cast<StringMethod>(&Table::leftOuterJoinLateral))},
        {"flatMap", stringMethod(static_cast<StringMethod>(&Table::flatMap))},
        {"offset", countMethod(&Table::offset)},
        {"fetch", countMethod(&Table::fetch)},
        {"limit",
         [](const Stage& stage, const CallSite& site) -> Stage {
             const Table& input = tableOf(stage, site);
             std::vector<int64_t> n = site.integerArguments(1, 2,
                                                            "one or two integer arguments: limit(offset) or "
                                                            "limit(offset, fetch)");
             return site.atCall([&] { return n.size() == 1 ? input.limit(n[0]) : input.limit(n[0], n[1]); });
         }},
    };
    return table;
}

/// The methods that end a pipeline, by name.
const std::map<std::string, PipelineEnd>& endingMethods() {
    static const std::map<std::string, PipelineEnd> ends = {
        {"explain", PipelineEnd::Explain},          {"printSchema", PipelineEnd::PrintSchema},
        {"getSchema", PipelineEnd::GetSchema},      {"insertInto", PipelineEnd::InsertInto},
        {"executeInsert", PipelineEnd::InsertInto},
    };
    return ends;
}

/// The table a pipeline starts from: scan('t'), from('t') or a bare registered name.
Table source(const TableEnvironment& env, const ast::Pipeline& pipeline, const ScriptContext& script) {
    if (!pipeline.source_call.empty() && pipeline.source_call != "scan" && pipeline.source_call != "from")
        throw ValidationError("a pipeline starts with scan('table'), from('table') or a table name, not " +
                                  pipeline.source_call + "(...).",
                              pipeline.span, script.errorSource());
    try {
        return env.scan(pipeline.table);
    } catch (ValidationError& error) {
        if (!error.span()) error.relocate(script.errorSource(), pipeline.table_span);
        throw;
    }
}

}  // namespace

std::vector<std::string> pipelineMethodNames() {
    std::vector<std::string> names;
    for (const auto& [name, method] : methods()) names.push_back(name);
    for (const auto& [name, end] : endingMethods()) names.push_back(name);
    std::sort(names.begin(), names.end());
    return names;
}

PipelineEnd pipelineEnd(const ast::Pipeline& pipeline) {
    if (pipeline.calls.empty()) return PipelineEnd::Table;
    auto end = endingMethods().find(pipeline.calls.back().name);
    return end == endingMethods().end() ? PipelineEnd::Table : end->second;
}

Table evaluatePipeline(const TableEnvironment& env, const ast::Pipeline& pipeline, const ScriptContext& script) {
    Stage stage = source(env, pipeline, script);
    for (const ast::MethodCall& call : pipeline.calls) {
        CallSite site{call, script, env};
        if (endingMethods().count(call.name))
            site.fail(call.span, call.name +
                                     "() ends a pipeline statement: nothing may follow it, and a pipeline "
                                     "given as an argument cannot end with it.");
        auto method = methods().find(call.name);
        if (method == methods().end()) {
            std::string closest = closestName(call.name, pipelineMethodNames());
            site.fail(call.span, "unknown Table method '" + call.name + "'" +
                                     (closest.empty() ? "." : "; did you mean '" + closest + "'?"));
        }
        stage = method->second(stage, site);
    }
    if (std::holds_alternative<GroupedTable>(stage) || std::holds_alternative<WindowGroupedTable>(stage))
        throw ValidationError(
            "a pipeline cannot end with groupBy(...): follow it with select(...), e.g. "
            "groupBy('a').select('a, b.count').",
            pipeline.span, script.errorSource());
    if (std::holds_alternative<WindowedTable>(stage))
        throw ValidationError(
            "a pipeline cannot end with window(...): follow it with groupBy(...) and select(...), e.g. "
            "groupBy('w, a').select('a, w.start, b.sum').",
            pipeline.span, script.errorSource());
    if (std::holds_alternative<OverWindowedTable>(stage))
        throw ValidationError(
            "a pipeline cannot end with window(...): follow it with select(...), e.g. select('a, b.sum over w').",
            pipeline.span, script.errorSource());
    return std::get<Table>(stage);
}

}  // namespace tabula::detail
