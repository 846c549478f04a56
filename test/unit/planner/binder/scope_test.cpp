// Scope: plain and qualified names, ambiguity across tables, unknown tables, outer scopes and the binder's
// refusal of correlated references.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "parser/parse.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/scope.hpp"

namespace tabula::planner {
namespace {

using ::testing::HasSubstr;

/// Two tables side by side, as `FROM t, s` makes them visible: t(a, b) and s(b, c).
Scope twoTables(const Scope* outer = nullptr) {
    return Scope({{"t", "a", Types::INT()},
                  {"t", "b", Types::STRING()},
                  {"s", "b", Types::BIGINT()},
                  {"s", "c", Types::DOUBLE()}},
                 outer);
}

/// Parses `text` as a SQL query and gives its first select item, whose spans index `text`.
ast::ExprPtr firstItem(const std::string& text) { return parser::parseQuery(text)->items.at(0); }

class ScopeTest : public ::testing::Test {
protected:
    /// Resolves the first select item of `text` in `scope`, or gives the ValidationError's message.
    std::string resolveText(const Scope& scope, const std::string& text) {
        ast::ExprPtr field = firstItem(text);
        const BindContext context{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql};
        try {
            ColumnBinding binding = scope.resolve(*field, context);
            return std::to_string(binding.depth) + ":" + std::to_string(binding.index);
        } catch (const ValidationError& e) {
            return e.what();
        }
    }
};

TEST_F(ScopeTest, FindsPlainAndQualifiedNames) {
    Scope scope = twoTables();
    EXPECT_EQ(resolveText(scope, "select a"), "0:0");
    EXPECT_EQ(resolveText(scope, "select C"), "0:3");  // SQL names match case-insensitively
    EXPECT_EQ(resolveText(scope, "select t.b"), "0:1");
    EXPECT_EQ(resolveText(scope, "select S.b"), "0:2");  // so do qualifiers
    EXPECT_EQ(resolveText(scope, "select s.B"), "0:2");
}

TEST_F(ScopeTest, NameOfTwoTablesIsAmbiguousAndSuggestsQualifiers) {
    EXPECT_EQ(resolveText(twoTables(), "select b"),
              "1:8: field name 'b' is ambiguous: both 't' and 's' have a column of that name; write 't.b' or 's.b'\n"
              "select b\n"
              "       ^");
}

TEST_F(ScopeTest, NameTwiceInOneTableIsAmbiguous) {
    // A derived table `(select a, a from t) x`, or in the Table API a join of two tables that both have `a`.
    Scope scope({{"x", "a", Types::INT()}, {"x", "a", Types::STRING()}});
    EXPECT_THAT(resolveText(scope, "select a"),
                HasSubstr("1:8: field name 'a' is ambiguous: the input has two columns of that name; give them "
                          "different names with AS\n"));
    EXPECT_THAT(resolveText(scope, "select x.a"),
                HasSubstr("1:8: field name 'x.a' is ambiguous: the table has two columns of that name\n"));
}

TEST_F(ScopeTest, NamesDifferingOnlyInCaseAreAmbiguousWhenNeitherIsExact) {
    Scope scope({{"x", "Dup", Types::INT()}, {"x", "dUP", Types::INT()}});
    EXPECT_EQ(resolveText(scope, "select Dup"), "0:0");
    EXPECT_THAT(resolveText(scope, "select dup"), HasSubstr("1:8: field name 'dup' is ambiguous\n"));
}

TEST_F(ScopeTest, UnknownQualifierSuggestsTheClosestTable) {
    EXPECT_EQ(resolveText(twoTables(), "select tt.a"),
              "1:8: unknown table 'tt'; did you mean 't'?\nselect tt.a\n       ^~~~");
}

TEST_F(ScopeTest, UnknownFieldSuggestsAndListsTheFields) {
    EXPECT_THAT(resolveText(twoTables(), "select cc"),
                HasSubstr("1:8: unknown field 'cc'; did you mean 'c'? Input fields: a, b, b, c"));
    EXPECT_THAT(resolveText(twoTables(), "select t.bb"),
                HasSubstr("1:8: unknown field 't.bb'; did you mean 'b'? Input fields: a, b\n"));
}

TEST_F(ScopeTest, OuterScopeIsOneLevelOut) {
    Scope outer({{"o", "x", Types::INT()}, {"o", "a", Types::INT()}});
    Scope inner = twoTables(&outer);
    EXPECT_EQ(resolveText(inner, "select x"), "1:0");
    EXPECT_EQ(resolveText(inner, "select o.a"), "1:1");
    EXPECT_EQ(resolveText(inner, "select a"), "0:0");  // the inner column hides the outer one
    EXPECT_THAT(resolveText(inner, "select y"), HasSubstr("unknown field 'y'"));
}

TEST_F(ScopeTest, InnerTableHidesAnOuterTableOfTheSameName) {
    Scope outer({{"t", "z", Types::INT()}});
    Scope inner = twoTables(&outer);
    EXPECT_THAT(resolveText(inner, "select t.z"), HasSubstr("unknown field 't.z'"));
}

TEST_F(ScopeTest, StarExpandsAllColumnsOrThoseOfOneTable) {
    Scope scope = twoTables();
    const std::string text = "select s.*";
    const BindContext context{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql};
    EXPECT_EQ(scope.expand(*firstItem(text), context), (std::vector<uint32_t>{2, 3}));
    EXPECT_EQ(scope.expand(*ast::makeStar(), context), (std::vector<uint32_t>{0, 1, 2, 3}));
    const std::string unknown = "select u.*";
    const BindContext unknown_context{FunctionCatalog::builtins(), unknown, NameMode::CaseInsensitive, Dialect::Sql};
    EXPECT_THROW(scope.expand(*firstItem(unknown), unknown_context), ValidationError);
}

TEST(ExpressionBinderScope, CorrelatedReferenceBindsToTheOuterColumn) {
    Scope outer({{"o", "w", Types::STRING()}, {"o", "x", Types::INT()}});
    Scope inner = twoTables(&outer);
    const std::string text = "select a + o.x";
    ExpressionBinder binder(inner,
                            BindContext{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql});
    planner::BoundExprPtr bound = binder.bind(*firstItem(text));
    const planner::BoundExpr& x = *bound->args.at(1);
    EXPECT_EQ(x.kind, planner::BoundKind::OuterColumn);
    EXPECT_EQ(x.column, 1u);
    EXPECT_EQ(x.text, "o.x");
}

TEST(ExpressionBinderScope, ReferenceTwoQueriesOutIsAnError) {
    Scope outermost({{"o", "x", Types::INT()}});
    Scope outer({{"p", "y", Types::INT()}}, &outermost);
    Scope inner = twoTables(&outer);
    const std::string text = "select a + o.x";
    ExpressionBinder binder(inner,
                            BindContext{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql});
    try {
        binder.bind(*firstItem(text));
        FAIL() << "expected a ValidationError";
    } catch (const ValidationError& e) {
        EXPECT_STREQ(e.what(),
                     "1:12: 'o.x' belongs to a query two or more levels out; a subquery can refer to the "
                     "query just around it only\nselect a + o.x\n           ^~~");
    }
}

TEST(ExpressionBinderScope, QualifiedColumnBindsToItsTable) {
    Scope scope = twoTables();
    const std::string text = "select s.b";
    ExpressionBinder binder(scope,
                            BindContext{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql});
    planner::BoundExprPtr bound = binder.bind(*firstItem(text));
    EXPECT_EQ(bound->type, Types::BIGINT());
}

/// `FROM t JOIN s USING (b)`: the merged b first, then t's and s's columns, their copies of b qualified-only.
Scope usingJoin() {
    return Scope({{"", "b", Types::BIGINT(), false, true},
                  {"t", "a", Types::INT()},
                  {"t", "b", Types::STRING(), true},
                  {"s", "b", Types::BIGINT(), true},
                  {"s", "c", Types::DOUBLE()}});
}

TEST_F(ScopeTest, UsingColumnHidesTheSidesCopiesFromPlainNamesAndStar) {
    Scope scope = usingJoin();
    EXPECT_EQ(resolveText(scope, "select b"), "0:0");
    EXPECT_EQ(resolveText(scope, "select t.b"), "0:2");
    EXPECT_EQ(resolveText(scope, "select s.b"), "0:3");
    const std::string text = "select *";
    const BindContext context{FunctionCatalog::builtins(), text, NameMode::CaseInsensitive, Dialect::Sql};
    EXPECT_EQ(scope.expand(*firstItem(text), context), (std::vector<uint32_t>{0, 1, 4}));
    const std::string qualified = "select s.*";
    EXPECT_EQ(scope.expand(*firstItem(qualified), context), (std::vector<uint32_t>{3, 4}));
}

TEST_F(ScopeTest, PositionalFieldFindsItsColumnWhateverItsName) {
    Scope scope = twoTables();
    auto field = std::make_shared<ast::Expr>(*ast::makeField("b"));
    field->position = 2;
    const BindContext context{FunctionCatalog::builtins(), "", NameMode::CaseInsensitive, Dialect::Sql};
    EXPECT_EQ(scope.resolve(*field, context).index, 2u);  // by name alone, b would be ambiguous
}

}  // namespace
}  // namespace tabula::planner
