// The function registry: every canonical name and alias the grammars and SQL emit resolves, case-insensitively,
// to the right function; names are unique; unknown names are not found.
#include <algorithm>
#include <cctype>
#include <set>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

TEST(Registry, OperatorNames) {
    for (const char* name : {"plus",
                             "minus",
                             "times",
                             "divide",
                             "mod",
                             "minusPrefix",
                             "plusPrefix",
                             "equals",
                             "notEquals",
                             "greaterThan",
                             "greaterThanOrEqual",
                             "lessThan",
                             "lessThanOrEqual",
                             "and",
                             "or",
                             "not",
                             "isNull",
                             "isNotNull",
                             "isTrue",
                             "isFalse",
                             "isNotTrue",
                             "isNotFalse",
                             "in",
                             "notIn",
                             "between",
                             "notBetween",
                             "like",
                             "notLike",
                             "similar",
                             "if",
                             "concat",
                             "case"}) {
        EXPECT_NE(findScalarFunction(name), nullptr) << name;
    }
}

TEST(Registry, SqlNames) {
    for (const char* name : {"UPPER",
                             "LOWER",
                             "CHAR_LENGTH",
                             "CHARACTER_LENGTH",
                             "SUBSTRING",
                             "SUBSTR",
                             "TRIM",
                             "LTRIM",
                             "RTRIM",
                             "POSITION",
                             "OVERLAY",
                             "LPAD",
                             "RPAD",
                             "REPEAT",
                             "REPLACE",
                             "REGEXP_REPLACE",
                             "REGEXP_EXTRACT",
                             "INITCAP",
                             "CONCAT",
                             "CONCAT_WS",
                             "FROM_BASE64",
                             "TO_BASE64",
                             "MD5",
                             "SHA1",
                             "SHA224",
                             "SHA256",
                             "SHA384",
                             "SHA512",
                             "SHA2",
                             "UUID",
                             "ABS",
                             "FLOOR",
                             "CEIL",
                             "CEILING",
                             "EXP",
                             "LN",
                             "LOG10",
                             "LOG2",
                             "LOG",
                             "POWER",
                             "SQRT",
                             "SIN",
                             "COS",
                             "TAN",
                             "COT",
                             "ASIN",
                             "ACOS",
                             "ATAN",
                             "ATAN2",
                             "SINH",
                             "COSH",
                             "TANH",
                             "DEGREES",
                             "RADIANS",
                             "SIGN",
                             "ROUND",
                             "TRUNCATE",
                             "BIN",
                             "HEX",
                             "PI",
                             "E",
                             "RAND",
                             "RAND_INTEGER",
                             "EXTRACT",
                             "CURRENT_DATE",
                             "CURRENT_TIME",
                             "CURRENT_TIMESTAMP",
                             "LOCALTIME",
                             "LOCALTIMESTAMP",
                             "DATE_FORMAT",
                             "TIMESTAMPDIFF",
                             "MOD",
                             "COALESCE",
                             "NULLIF",
                             "IF",
                             "IFNULL",
                             "ISNULL",
                             "GREATEST",
                             "LEAST"}) {
        EXPECT_NE(findScalarFunction(name), nullptr) << name;
    }
}

TEST(Registry, FlinkSuffixNames) {
    for (const char* name : {"upperCase",
                             "lowerCase",
                             "upper",
                             "lower",
                             "charLength",
                             "initCap",
                             "like",
                             "similar",
                             "substring",
                             "trim",
                             "ltrim",
                             "rtrim",
                             "position",
                             "overlay",
                             "lpad",
                             "rpad",
                             "repeat",
                             "replace",
                             "regexpReplace",
                             "regexpExtract",
                             "fromBase64",
                             "toBase64",
                             "md5",
                             "sha1",
                             "sha224",
                             "sha256",
                             "sha384",
                             "sha512",
                             "sha2",
                             "abs",
                             "floor",
                             "ceil",
                             "exp",
                             "ln",
                             "log10",
                             "log2",
                             "log",
                             "power",
                             "sqrt",
                             "sin",
                             "cos",
                             "tan",
                             "cot",
                             "asin",
                             "acos",
                             "atan",
                             "atan2",
                             "sinh",
                             "cosh",
                             "tanh",
                             "degrees",
                             "radians",
                             "sign",
                             "round",
                             "truncate",
                             "bin",
                             "hex",
                             "pi",
                             "e",
                             "rand",
                             "randInteger",
                             "extract",
                             "currentDate",
                             "currentTime",
                             "currentTimestamp",
                             "localTime",
                             "localTimestamp",
                             "dateFormat",
                             "timestampDiff",
                             "concatWs",
                             "nullIf",
                             "ifNull"}) {
        EXPECT_NE(findScalarFunction(name), nullptr) << name;
    }
}

TEST(Registry, AggregateNames) {
    for (const char* name :
         {"count", "sum", "sum0", "avg", "min", "max", "stddevPop", "stddevSamp", "varPop", "varSamp", "STDDEV_POP",
          "STDDEV_SAMP", "VAR_POP", "VAR_SAMP", "STDDEV", "VARIANCE", "COUNT", "Sum", "AVG"}) {
        EXPECT_NE(findAggregateFunction(name), nullptr) << name;
    }
    EXPECT_EQ(findScalarFunction("sum"), nullptr);
    EXPECT_EQ(findAggregateFunction("upper"), nullptr);
}

TEST(Registry, AliasesShareOneFunctionWithItsCanonicalName) {
    EXPECT_EQ(findScalarFunction("upperCase"), findScalarFunction("UPPER"));
    EXPECT_EQ(findScalarFunction("upperCase")->name(), "upper");
    EXPECT_EQ(findScalarFunction("CHARACTER_LENGTH")->name(), "charLength");
    EXPECT_EQ(findScalarFunction("ceiling")->name(), "ceil");
    EXPECT_EQ(findScalarFunction("SUBSTR")->name(), "substring");
    EXPECT_EQ(findScalarFunction("isnull")->name(), "isNull");
    EXPECT_EQ(findAggregateFunction("VAR_SAMP")->name(), "varSamp");
}

TEST(Registry, UnknownNames) {
    EXPECT_EQ(findScalarFunction("upperr"), nullptr);
    EXPECT_EQ(findScalarFunction(""), nullptr);
    EXPECT_EQ(findAggregateFunction("median"), nullptr);
}

TEST(Registry, NamesAreUniqueAndListed) {
    std::vector<std::string> names = functionNames();
    std::set<std::string> unique;
    for (const std::string& name : names) EXPECT_TRUE(unique.insert(lower(name)).second) << name;
    EXPECT_NE(std::find(names.begin(), names.end(), "upperCase"), names.end());
    EXPECT_NE(std::find(names.begin(), names.end(), "stddev_pop"), names.end());
}

}  // namespace
}  // namespace tabula::exec::testing
