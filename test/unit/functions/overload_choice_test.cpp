// Overload choice for user-defined functions: which argument types fit which parameters, and which of several
// fitting overloads a call takes.
#include <gtest/gtest.h>

#include "exec/functions/overload_choice.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {
namespace {

using Lists = std::vector<std::vector<DataType>>;

/// True when a call with the one argument `arg` may take the one-parameter overload `param`.
bool fits(DataType arg, DataType param) {
    try {
        chooseOverload("f", Lists{{param}}, std::vector<DataType>{arg});
        return true;
    } catch (const ValidationError&) {
        return false;
    }
}

TEST(OverloadChoice, NumbersWidenNeverNarrow) {
    EXPECT_TRUE(fits(Types::INT(), Types::INT()));
    EXPECT_TRUE(fits(Types::TINYINT(), Types::BIGINT()));
    EXPECT_TRUE(fits(Types::BIGINT(), Types::DOUBLE()));
    EXPECT_TRUE(fits(Types::INT(), Types::FLOAT()));
    EXPECT_TRUE(fits(Types::FLOAT(), Types::DOUBLE()));
    EXPECT_TRUE(fits(Types::DECIMAL(10, 2), Types::DOUBLE()));
    EXPECT_FALSE(fits(Types::BIGINT(), Types::INT()));
    EXPECT_FALSE(fits(Types::DOUBLE(), Types::FLOAT()));
    EXPECT_FALSE(fits(Types::DOUBLE(), Types::BIGINT()));
    EXPECT_FALSE(fits(Types::DECIMAL(10, 2), Types::BIGINT()));
    EXPECT_FALSE(fits(Types::STRING(), Types::BIGINT()));
    EXPECT_FALSE(fits(Types::INT(), Types::STRING()));
    EXPECT_FALSE(fits(Types::DATE(), Types::TIMESTAMP()));
    EXPECT_TRUE(fits(DataType(), Types::STRING()));  // an untyped NULL fits anything
}

TEST(OverloadChoice, ADecimalTakesWhatItHoldsWhole) {
    EXPECT_TRUE(fits(Types::DECIMAL(10, 2), Types::DECIMAL(12, 3)));   // 8 digits before the point, 3 after
    EXPECT_FALSE(fits(Types::DECIMAL(10, 2), Types::DECIMAL(10, 3)));  // only 7 before the point
    EXPECT_FALSE(fits(Types::DECIMAL(10, 3), Types::DECIMAL(12, 2)));  // a digit after the point lost
    EXPECT_TRUE(fits(Types::INT(), Types::DECIMAL(10, 0)));
    EXPECT_FALSE(fits(Types::INT(), Types::DECIMAL(10, 1)));
    EXPECT_TRUE(fits(Types::BIGINT(), Types::DECIMAL(19, 0)));
    EXPECT_FALSE(fits(Types::DOUBLE(), Types::DECIMAL(38, 10)));
}

TEST(OverloadChoice, TheMostSpecificFittingOverloadWins) {
    const Lists numbers{{Types::DOUBLE()}, {Types::BIGINT()}, {Types::INT()}};
    EXPECT_EQ(chooseOverload("f", numbers, std::vector<DataType>{Types::INT()}), 2u);
    EXPECT_EQ(chooseOverload("f", numbers, std::vector<DataType>{Types::SMALLINT()}), 2u);
    EXPECT_EQ(chooseOverload("f", numbers, std::vector<DataType>{Types::BIGINT()}), 1u);
    EXPECT_EQ(chooseOverload("f", numbers, std::vector<DataType>{Types::FLOAT()}), 0u);
    const Lists arities{{Types::INT()}, {Types::INT(), Types::INT()}};
    EXPECT_EQ(chooseOverload("f", arities, std::vector<DataType>{Types::INT(), Types::INT()}), 1u);
    EXPECT_THROW(chooseOverload("f", arities, std::vector<DataType>{}), ValidationError);
}

TEST(OverloadChoice, ErrorsListTheSignatures) {
    const Lists crossed{{Types::BIGINT(), Types::DOUBLE()}, {Types::DOUBLE(), Types::BIGINT()}};
    try {
        chooseOverload("g", crossed, std::vector<DataType>{Types::STRING()});
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_EQ(e.message(),
                  "function 'g' does not take (STRING); its signatures are g(BIGINT, DOUBLE), g(DOUBLE, BIGINT)");
    }
    try {
        chooseOverload("g", crossed, std::vector<DataType>{Types::INT(), Types::INT()});
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_EQ(e.message(),
                  "the call of 'g' with (INT, INT) fits several signatures equally well (g(BIGINT, DOUBLE), "
                  "g(DOUBLE, BIGINT)); cast the arguments to choose one");
    }
}

}  // namespace
}  // namespace tabula::exec::fn
