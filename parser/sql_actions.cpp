// SQL actions that are more than a line: column references, clauses, FROM items, SELECT assembly.
#include "parser/sql_actions.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace tabula::parser::sql_actions {

namespace {

const char* clauseName(ClauseKind kind) {
    switch (kind) {
        case ClauseKind::Limit: return "LIMIT";
        case ClauseKind::Offset: return "OFFSET";
        case ClauseKind::Fetch: return "FETCH";
        default: return "clause";
    }
}

[[noreturn]] void failTooManyTables(const Builder& builder, SourceSpan at) {
    builder.fail(at.begin, "FROM joins more than " + std::to_string(ast::kMaxFromTables) +
                               " tables; split the query, for instance through views");
}

/// `SELECT * FROM (inner)`.
std::shared_ptr<ast::Query> selectAllFrom(const ast::QueryPtr& inner) {
    auto query = std::make_shared<ast::Query>();
    query->items.push_back(ast::makeStar(inner->span));
    ast::FromItem from;
    from.span = inner->span;
    from.subquery = inner;
    query->from.push_back(std::move(from));
    return query;
}

bool isGroupingCall(const ast::Expr& expr, std::string_view name) {
    return expr.kind == ast::ExprKind::Call && expr.text == name;
}

/// GROUP BY makes at most this many grouping sets (CUBE of 12 keys), one aggregation each.
constexpr size_t kMaxGroupingSets = 4096;
constexpr size_t kMaxCubeKeys = 12;

/// The grouping sets one element of GROUP BY stands for, each a list of key expressions; none for a CUBE of more
/// than kMaxCubeKeys keys.
std::vector<std::vector<ast::ExprPtr>> groupingSetsOf(const ast::ExprPtr& element) {
    const std::vector<ast::ExprPtr>& keys = element->args;
    if (isGroupingCall(*element, kGroupingSet)) return {keys};
    std::vector<std::vector<ast::ExprPtr>> sets;
    if (isGroupingCall(*element, kGroupingSets)) {
        for (const ast::ExprPtr& inner : keys) {
            std::vector<std::vector<ast::ExprPtr>> inner_sets = groupingSetsOf(inner);
            if (inner_sets.empty()) return {};
            sets.insert(sets.end(), inner_sets.begin(), inner_sets.end());
        }
    } else if (isGroupingCall(*element, kRollup)) {
        for (size_t n = keys.size() + 1; n-- > 0;)
            sets.emplace_back(keys.begin(), keys.begin() + static_cast<ptrdiff_t>(n));
    } else if (isGroupingCall(*element, kCube)) {
        if (keys.size() > kMaxCubeKeys) return {};  // too many sets: setGroupBy reports it
        const size_t all = size_t{1} << keys.size();
        for (size_t mask = all; mask-- > 0;) {  // the full set first, the empty set last
            sets.emplace_back();
            for (size_t k = 0; k < keys.size(); ++k)
                if (mask & (size_t{1} << (keys.size() - 1 - k))) sets.back().push_back(keys[k]);
        }
    } else {
        sets.push_back({element});
    }
    return sets;
}

/// Sets the query's GROUP BY from its elements. With GROUPING SETS, ROLLUP or CUBE among them the grouping sets
/// are the cross product of each element's sets (`GROUP BY a, ROLLUP (b)` is the sets (a, b), (a)), over the
/// distinct keys they name.
void setGroupBy(const Builder& builder, ast::Query& query, const Clause& clause) {
    const std::vector<ast::ExprPtr>& elements = clause.exprs;
    const bool plain = std::none_of(elements.begin(), elements.end(), [](const ast::ExprPtr& element) {
        return element->kind == ast::ExprKind::Call && !element->text.empty() && element->text[0] == '$';
    });
    if (plain) {
        query.group_by = elements;
        return;
    }
    std::vector<std::vector<ast::ExprPtr>> sets{{}};
    for (const ast::ExprPtr& element : elements) {
        std::vector<std::vector<ast::ExprPtr>> product;
        for (const auto& prefix : sets) {
            const std::vector<std::vector<ast::ExprPtr>> own_sets = groupingSetsOf(element);
            if (own_sets.empty() || product.size() + own_sets.size() > kMaxGroupingSets)
                builder.fail(clause.span.begin,
                             "GROUP BY makes more than " + std::to_string(kMaxGroupingSets) + " grouping sets");
            for (const auto& own : own_sets) {
                product.push_back(prefix);
                product.back().insert(product.back().end(), own.begin(), own.end());
            }
        }
        sets = std::move(product);
    }
    for (const auto& set : sets) {
        std::vector<size_t> positions;
        for (const ast::ExprPtr& key : set) {
            auto same = [&](const ast::ExprPtr& seen) { return ast::equalsIgnoringSpans(*seen, *key); };
            size_t position = static_cast<size_t>(std::find_if(query.group_by.begin(), query.group_by.end(), same) -
                                                  query.group_by.begin());
            if (position == query.group_by.size()) query.group_by.push_back(key);
            if (std::find(positions.begin(), positions.end(), position) == positions.end())
                positions.push_back(position);
        }
        query.grouping_sets.push_back(std::move(positions));
    }
}

}  // namespace

ast::ExprPtr columnRef(std::span<Item> window, SourceSpan span) {
    const std::vector<std::string> words = wordsOf(window);
    auto field = std::make_shared<ast::Expr>(*ast::makeField(words.back(), span));
    if (words.size() == 2) field->qualifier = words.front();
    field->case_insensitive = true;
    return field;
}

ast::ExprPtr predicate(std::span<Item> window, SourceSpan span) {
    const auto* query = std::get_if<ast::QueryPtr>(&window.back());
    const Token& op = tokenItem(window, 1);
    if (!query) return ast::makeCall(op.name, exprsOf(window), span);
    const ast::ExprPtr& probe = exprItem(window, 0);
    if (op.name == actions::kIn || op.name == actions::kNotIn) {
        ast::ExprPtr in = ast::makeSubquery(ast::SubqueryKind::In, *query, probe, "", span);
        return op.name == actions::kIn ? in : ast::makeCall(actions::kNot, {in}, span);
    }
    const bool all = tokenItem(window, 2).name == kAll;
    return ast::makeSubquery(all ? ast::SubqueryKind::All : ast::SubqueryKind::Any, *query, probe, op.name, span);
}

Clause clause(std::span<Item> window, ClauseKind kind, SourceSpan span) {
    Clause result{kind, exprsOf(window), 0, span};
    if (kind == ClauseKind::Fetch) result.number = 1;  // FETCH FIRST ROW ONLY
    for (const Item& item : window)
        if (const auto* number = std::get_if<NumberItem>(&item)) result.number = number->value;
    return result;
}

ast::ExprPtr orderItem(std::span<Item> window, SourceSpan span) {
    bool descending = false;
    std::optional<bool> nulls_first;
    for (const Item& item : window) {
        const auto* token = std::get_if<Token>(&item);
        if (!token) continue;
        if (token->name == actions::kDesc) descending = true;
        if (token->name == actions::kNullsFirst) nulls_first = true;
        if (token->name == actions::kNullsLast) nulls_first = false;
    }
    return ast::makeOrdering(exprItem(window, 0), descending, nulls_first, span);
}

ast::FromItem fromItem(std::span<Item> window, SourceSpan span) {
    ast::FromItem item;
    item.span = span;
    std::vector<std::string> words = wordsOf(window);
    auto next = words.begin();
    if (const auto* query = std::get_if<ast::QueryPtr>(&window[0])) {
        item.subquery = *query;
    } else if (const auto* file = std::get_if<ast::ExprPtr>(&window[0])) {
        item.file = (*file)->text;
    } else {
        item.name = *next++;
    }
    if (next != words.end()) item.alias = *next++;
    item.column_aliases.assign(next, words.end());
    return item;
}

ast::FromItem windowFunctionItem(std::span<Item> window, SourceSpan span) {
    auto function = std::make_shared<ast::WindowTableFunction>();
    std::vector<const Token*> words;
    for (const Item& item : window) {
        const auto* token = std::get_if<Token>(&item);
        if (token && token->kind == TokenKind::Marker) function->partitioned = true;
        if (token && token->kind != TokenKind::Marker) words.push_back(token);
        if (const auto* expr = std::get_if<ast::ExprPtr>(&item)) function->args.push_back(*expr);
    }
    function->function = words.at(0)->name;
    function->function_span = words[0]->span;
    function->table = words.at(1)->name;
    function->table_span = words[1]->span;
    function->time_column = words.at(2)->name;
    function->time_span = words[2]->span;
    ast::FromItem item;
    item.span = span;
    item.name = function->table;
    if (words.size() > 3) item.alias = words[3]->name;
    for (size_t i = 4; i < words.size(); ++i) item.column_aliases.push_back(words[i]->name);
    item.window_function = std::move(function);
    return item;
}

ast::FromItem lateralItem(std::span<Item> window, SourceSpan span) {
    ast::FromItem item;
    item.span = span;
    item.lateral_call = exprItem(window, 0);
    std::vector<std::string> words = wordsOf(window);
    auto next = words.begin();
    if (next != words.end()) item.alias = *next++;
    item.column_aliases.assign(next, words.end());
    return item;
}

ast::FromItem joinedItems(const Builder& builder, std::span<Item> window, SourceSpan span) {
    auto join = std::make_shared<ast::FromJoin>();
    join->left = std::get<ast::FromItem>(window[0]);
    size_t next = 1;
    for (; next < window.size(); ++next) {
        const auto* marker = std::get_if<Token>(&window[next]);
        if (!marker) break;
        const std::string& word = marker->name;
        if (word == kNatural) join->natural = true;
        if (word == kLeft) join->kind = ast::JoinKind::Left;
        if (word == kRight) join->kind = ast::JoinKind::Right;
        if (word == kFull) join->kind = ast::JoinKind::Full;
        if (word == kCross) join->kind = ast::JoinKind::Cross;
        if (next == 1) join->span.begin = marker->span.begin;
        join->span.end = marker->span.end;
    }
    join->right = std::get<ast::FromItem>(window[next++]);
    for (; next < window.size(); ++next) {
        if (const auto* condition = std::get_if<ast::ExprPtr>(&window[next])) join->condition = *condition;
        if (const auto* column = std::get_if<Token>(&window[next])) {
            join->using_columns.push_back(column->name);
            join->using_spans.push_back(column->span);
        }
    }
    ast::FromItem item;
    item.span = SourceSpan{join->left.span.begin, span.end};
    item.tables = join->left.tables + join->right.tables;
    if (item.tables > ast::kMaxFromTables) failTooManyTables(builder, join->right.span);
    item.join = std::move(join);
    return item;
}

ast::QueryPtr selectQuery(const Builder& builder, std::span<Item> window, SourceSpan span) {
    auto query = std::make_shared<ast::Query>();
    query->span = span;
    query->distinct = findToken(window, TokenKind::Marker, actions::kDistinct) != nullptr;
    const Clause* limit_or_fetch = nullptr;
    const Clause* offset = nullptr;
    uint32_t tables = 0;
    for (const Item& item : window) {
        if (const auto* from_item = std::get_if<ast::FromItem>(&item)) {
            tables += from_item->tables;
            if (tables > ast::kMaxFromTables) failTooManyTables(builder, from_item->span);
            query->from.push_back(*from_item);
        }
        if (const auto* named = std::get_if<ast::NamedWindow>(&item)) {
            for (const ast::NamedWindow& seen : query->windows) {
                if (seen.name == named->name)
                    builder.fail(named->span.begin, "the window '" + named->name + "' is defined twice");
            }
            query->windows.push_back(*named);
        }
        const auto* clause = std::get_if<Clause>(&item);
        if (!clause) continue;
        if (clause->kind == ClauseKind::OrderBy || clause->kind == ClauseKind::Limit ||
            clause->kind == ClauseKind::Offset || clause->kind == ClauseKind::Fetch) {
            SourceSpan& tail = query->result_clauses;
            if (tail.begin == tail.end) tail = clause->span;
            tail.end = clause->span.end;
        }
        switch (clause->kind) {
            case ClauseKind::Select: query->items = clause->exprs; break;
            case ClauseKind::Where: query->where = clause->exprs.front(); break;
            case ClauseKind::GroupBy: setGroupBy(builder, *query, *clause); break;
            case ClauseKind::Having: query->having = clause->exprs.front(); break;
            case ClauseKind::OrderBy: query->order_by = clause->exprs; break;
            case ClauseKind::Limit:
            case ClauseKind::Fetch:
                if (limit_or_fetch) {
                    builder.fail(clause->span.begin, std::string(clauseName(clause->kind)) + " repeats the " +
                                                         clauseName(limit_or_fetch->kind) +
                                                         " given before; give the number of rows once");
                }
                limit_or_fetch = clause;
                query->limit = clause->number;
                break;
            case ClauseKind::Offset:
                if (offset) builder.fail(clause->span.begin, "OFFSET is given twice");
                offset = clause;
                query->offset = clause->number;
                break;
        }
    }
    return query;
}

Token setOperatorToken(std::string_view text, SourceSpan span) {
    std::string lower;
    for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool all = lower.ends_with("all");  // the span ends at the last word: ALL, DISTINCT or the operator
    std::string name = lower.starts_with("union") ? "UNION" : lower.starts_with("intersect") ? "INTERSECT" : "EXCEPT";
    if (all) name += " ALL";
    return Token{TokenKind::Operator, std::move(name), std::string(text), span};
}

ast::QueryPtr setOperations(std::span<Item> window, SourceSpan span) {
    auto chain = std::make_shared<ast::SetOperation>();
    chain->first = std::get<ast::QueryPtr>(window[0]);
    for (size_t i = 1; i + 1 < window.size(); i += 2) {
        const Token& op = std::get<Token>(window[i]);
        ast::SetStep& step = chain->steps.emplace_back();
        step.span = op.span;
        step.op = op.name == "UNION ALL"       ? ast::SetOperator::UnionAll
                  : op.name == "UNION"         ? ast::SetOperator::Union
                  : op.name == "INTERSECT ALL" ? ast::SetOperator::IntersectAll
                  : op.name == "INTERSECT"     ? ast::SetOperator::Intersect
                  : op.name == "EXCEPT ALL"    ? ast::SetOperator::ExceptAll
                                               : ast::SetOperator::Except;
        step.operand = std::get<ast::QueryPtr>(window[i + 1]);
    }
    auto query = std::make_shared<ast::Query>();
    query->span = SourceSpan{span.begin, chain->steps.back().operand->span.end};
    query->set_operation = std::move(chain);
    return query;
}

ast::QueryPtr withResultClauses(const Builder& builder, std::span<Item> window, SourceSpan span) {
    const ast::QueryPtr& target = std::get<ast::QueryPtr>(window[0]);
    const ast::QueryPtr clauses = selectQuery(builder, window.subspan(1), span);
    std::shared_ptr<ast::Query> query;
    if (target->result_clauses.begin != target->result_clauses.end) {
        // `(SELECT ... LIMIT 3) ORDER BY a`: the inner clauses apply first, so the outer ones go on a query over it.
        query = selectAllFrom(target);
    } else {
        query = std::make_shared<ast::Query>(*target);
    }
    query->span = span;
    query->order_by = clauses->order_by;
    query->limit = clauses->limit;
    query->offset = clauses->offset;
    query->result_clauses = clauses->result_clauses;
    return query;
}

ast::QueryPtr valuesQuery(std::span<Item> window, SourceSpan span) {
    auto query = std::make_shared<ast::Query>();
    query->span = span;
    for (const ast::ExprPtr& row : exprsOf(window)) query->values.push_back(row->args);
    return query;
}

ast::FromItem commonTable(std::span<Item> window, SourceSpan span) {
    ast::FromItem definition;
    definition.span = span;
    std::vector<std::string> words = wordsOf(window);
    definition.name = words.front();
    definition.column_aliases.assign(words.begin() + 1, words.end());
    definition.subquery = std::get<ast::QueryPtr>(window.back());
    return definition;
}

ast::QueryPtr withQuery(std::span<Item> window, SourceSpan span) {
    const ast::QueryPtr& body = std::get<ast::QueryPtr>(window.back());
    std::shared_ptr<ast::Query> query;
    if (!body->with.empty()) {
        query = selectAllFrom(body);
    } else {
        query = std::make_shared<ast::Query>(*body);
    }
    query->span = span;
    for (const Item& item : window.first(window.size() - 1)) {
        const auto& definition = std::get<ast::FromItem>(item);
        query->with.push_back({definition.span, definition.name, definition.column_aliases, definition.subquery});
    }
    return query;
}

namespace {

/// The bound whose markers (and offset) start at window[i]; advances i past them.
ast::FrameBound frameBound(std::span<Item> window, size_t& i) {
    ast::FrameBound bound;
    int64_t offset = 0;
    ast::LiteralKind offset_kind = ast::LiteralKind::Integer;
    if (const auto* number = std::get_if<NumberItem>(&window[i])) {
        offset = number->value;
        bound.span = number->span;
        ++i;
    } else if (const auto* interval = std::get_if<ast::ExprPtr>(&window[i])) {
        offset = std::stoll((*interval)->text);
        offset_kind = (*interval)->literal_kind;
        bound.span = (*interval)->span;
        ++i;
    }
    const Token& first = tokenItem(window, i++);
    if (bound.span.begin == bound.span.end) bound.span = first.span;
    if (first.name == kCurrentRow) return bound;
    const Token& direction = first.name == kUnbounded ? tokenItem(window, i++) : first;
    bound.span.end = direction.span.end;
    const bool preceding = direction.name == kPreceding;
    if (first.name == kUnbounded) {
        bound.kind = preceding ? ast::FrameBoundKind::UnboundedPreceding : ast::FrameBoundKind::UnboundedFollowing;
    } else {
        bound.kind = preceding ? ast::FrameBoundKind::Preceding : ast::FrameBoundKind::Following;
        bound.offset = offset;
        bound.offset_kind = offset_kind;
    }
    return bound;
}

/// Where a bound lies among the kinds: before the current row, at it, after it.
int boundSide(const ast::FrameBound& bound) {
    switch (bound.kind) {
        case ast::FrameBoundKind::UnboundedPreceding:
        case ast::FrameBoundKind::Preceding: return -1;
        case ast::FrameBoundKind::CurrentRow: return 0;
        default: return 1;
    }
}

}  // namespace

ast::WindowSpecPtr windowSpec(const Builder& builder, std::span<Item> window, SourceSpan span) {
    auto spec = std::make_shared<ast::WindowSpec>();
    spec->span = span;
    size_t i = 0;
    for (; i < window.size(); ++i) {
        const auto* call = std::get_if<ast::ExprPtr>(&window[i]);
        if (!call) break;
        ((*call)->text == kPartitionBy ? spec->partition_by : spec->order_by) = (*call)->args;
    }
    if (i == window.size()) return spec;
    const Token& unit = tokenItem(window, i++);
    ast::WindowFrame frame;
    frame.unit = unit.name == kRows ? ast::FrameUnit::Rows : ast::FrameUnit::Range;
    frame.start = frameBound(window, i);
    if (i < window.size()) {
        frame.end = frameBound(window, i);
    } else {
        frame.end.span = frame.start.span;  // `ROWS 2 PRECEDING`: up to the current row
    }
    frame.span = SourceSpan{unit.span.begin, frame.end.span.end};
    if (frame.start.kind == ast::FrameBoundKind::UnboundedFollowing)
        builder.fail(frame.start.span.begin, "a frame cannot start at UNBOUNDED FOLLOWING");
    if (frame.end.kind == ast::FrameBoundKind::UnboundedPreceding)
        builder.fail(frame.end.span.begin, "a frame cannot end at UNBOUNDED PRECEDING");
    if (boundSide(frame.start) > boundSide(frame.end))
        builder.fail(frame.end.span.begin, "the frame ends before it starts: its end must not lie before its start");
    spec->frame = frame;
    return spec;
}

ast::ExprPtr windowedCall(std::span<Item> window, SourceSpan span) {
    const ast::ExprPtr& call = exprItem(window, 0);
    if (const auto* spec = std::get_if<ast::WindowSpecPtr>(&window[1])) return ast::makeOver(call, *spec, span);
    return ast::makeOver(call, tokenItem(window, 1).name, span);
}

NumberItem countNumber(const Builder& builder, std::string_view digits, SourceSpan span) {
    int64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size())
        builder.fail(span.begin, "the number " + std::string(digits) + " is too large");
    return NumberItem{value, span};
}

}  // namespace tabula::parser::sql_actions
