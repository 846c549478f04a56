// A library of user-defined functions for the tabula shell and SQL: `.load tabula_udfs.so` or
// `LOAD 'tabula_udfs.so'`, then `SELECT hashCode(name), plusOne(id), isPalindrome(word) FROM t` or the aggregate
// `SELECT k, weightedAvg(value, weight) FROM t GROUP BY k` and the table function
// `SELECT word FROM t, LATERAL TABLE(split(line)) AS w(word, length)`, and the table aggregate function of
// `scan('t').groupBy('k').flatAggregate('top2(v) as (v, rank)').select('k, v, rank')`.
// Built by meson; by hand: g++ -std=c++20 -shared -fPIC -I<tabula>/include udf_library.cpp -o tabula_udfs.so
#include <tabula/extension.hpp>

#include "../split.hpp"
#include "../top2.hpp"
#include "../weighted_avg.hpp"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace {

/// Flink's hashCode example: Java's String.hashCode (s[0]*31^(n-1) + ... + s[n-1], wrapping as a 32-bit int)
/// over the string's bytes, so that it agrees with Flink for ASCII text.
struct HashCode : tabula::ScalarFunction {
    int32_t eval(std::string_view s) const {
        uint32_t hash = 0;
        for (unsigned char c : s) hash = 31 * hash + c;
        return static_cast<int32_t>(hash);
    }
};

/// One overload per type: plusOne(1) is 2 (BIGINT), plusOne(1.5) is 2.5 (DOUBLE).
struct PlusOne : tabula::ScalarFunction {
    int64_t eval(int64_t x) const { return x + 1; }
    double eval(double x) const { return x + 1; }
    using Signatures = tabula::Overloads<int64_t(int64_t), double(double)>;
};

bool isPalindrome(std::string_view s) { return std::equal(s.begin(), s.begin() + s.size() / 2, s.rbegin()); }

}  // namespace

TABULA_EXTENSION(env) {
    env.registerFunction("hashCode", HashCode{});
    env.registerFunction("plusOne", PlusOne{});
    env.registerFunction("isPalindrome", &isPalindrome);
    env.registerFunction("weightedAvg", tabula_examples::WeightedAvg{});
    env.registerFunction("split", tabula_examples::Split{});
    env.registerFunction("top2", tabula_examples::Top2{});
}
