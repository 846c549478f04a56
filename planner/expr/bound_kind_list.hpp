// The one list of bound expression kinds. X(Name) stands for BoundKind::Name; BoundKind (bound_expr.hpp) and the
// verifier's dispatch to each kind's check<Name>() (expr_check.cpp) are generated from it, so a new kind does not
// compile until its check exists, and the switches over kinds (-Wswitch) name every other place to extend.
#pragma once

/// Expands X(Name) once per kind of bound expression node.
#define TABULA_FOR_EACH_BOUND_KIND(X)                                                                          \
    X(Column)   /* the input row's cell at `column` */                                                         \
    X(Constant) /* `constant` (its type equals `type`) */                                                      \
    X(Call)     /* `function`(args); every argument already has the parameter type the function asked for */   \
    X(Cast)     /* args[0] converted to `type` */                                                              \
    /* Only in SQL plans until the subquery rules (planner/rules/) have replaced them by joins:     */         \
    X(OuterColumn) /* in a subquery's plan: the enclosing query's cell at `column` (a correlated reference) */ \
    X(Subquery)    /* `subquery` applied to args (the probe of IN, ANY, ALL); never compiled */
