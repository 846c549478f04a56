// Libraries of functions loaded with TableEnvironment::loadExtension: the example library's functions (expected
// values worked out by hand; hashCode is Java's String.hashCode, "Hello".hashCode() being 69609650), and each way
// loading fails, which must name the file and the problem and register nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "api_test_support.hpp"
#include "tabula/extension.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::resultRows;

const std::string kExampleLibrary = TABULA_UDF_LIBRARY;

std::string testLibrary(const std::string& name) { return std::string(TABULA_TEST_EXTENSIONS) + "/" + name + ".so"; }

/// The problem loading the test library `name` reports, after "cannot load '<its file>': ".
std::string problemLoading(TableEnvironment& env, const std::string& name) {
    const std::string file = testLibrary(name);
    const std::string error = errorOf([&] { env.loadExtension(file); });
    const std::string prefix = "cannot load '" + file + "': ";
    if (!error.starts_with(prefix)) return "(not naming the file) " + error;
    return error.substr(prefix.size());
}

/// The error of a query calling `function`: an unknown function's, once a failed load has registered nothing.
std::string callError(TableEnvironment& env, const std::string& function) {
    return errorOf([&] { env.executeSql("SELECT " + function + "(1)"); });
}

TEST(Extension, LoadsTheExampleLibrary) {
    TableEnvironment env;
    env.loadExtension(kExampleLibrary);
    EXPECT_EQ(
        resultRows(env.executeSql("SELECT hashCode('Hello'), hashCode(''), hashCode('a long text that overflows'), "
                                  "plusOne(41), plusOne(1.5), isPalindrome('level'), isPalindrome('tabula')")),
        std::vector<std::string>{"69609650,0,-2077386746,42,2.5,true,false"});
    // From a string expression too; a NULL argument gives NULL without calling the function.
    const Table words = env.fromValues({{Value::string("Flink")}, {Value::null(Types::STRING())}});
    EXPECT_EQ(resultRows(words.select("f0.hashCode()").execute()), (std::vector<std::string>{"67968320", "null"}));
}

TEST(Extension, EachEnvironmentLoadsForItself) {
    TableEnvironment first;
    TableEnvironment second;
    first.loadExtension(kExampleLibrary);
    EXPECT_NE(callError(second, "plusOne").find("unknown function 'plusOne'"), std::string::npos);
    second.loadExtension(kExampleLibrary);
    EXPECT_EQ(resultRows(second.executeSql("SELECT plusOne(1)")), std::vector<std::string>{"2"});
    EXPECT_EQ(resultRows(first.executeSql("SELECT plusOne(2)")), std::vector<std::string>{"3"});
}

TEST(Extension, ABareFileNameIsInTheCurrentDirectory) {
    const std::filesystem::path library(kExampleLibrary);
    const std::filesystem::path before = std::filesystem::current_path();
    TableEnvironment env;
    std::filesystem::current_path(library.parent_path());
    env.loadExtension(library.filename().string());
    std::filesystem::current_path(before);
    EXPECT_EQ(resultRows(env.executeSql("SELECT plusOne(1)")), std::vector<std::string>{"2"});
    EXPECT_EQ(errorOf([&] { env.loadExtension(library.filename().string()); }),
              "cannot load 'tabula_udfs.so': cannot open shared object file: No such file or directory");
}

TEST(Extension, LoadingTwiceFailsOnTheTakenNames) {
    TableEnvironment env;
    env.loadExtension(kExampleLibrary);
    EXPECT_EQ(errorOf([&] { env.loadExtension(kExampleLibrary); }),
              "cannot load '" + kExampleLibrary +
                  "': its registrations failed, so none of them was kept: a function named 'hashCode' already "
                  "exists; replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(resultRows(env.executeSql("SELECT isPalindrome('abba')")), std::vector<std::string>{"true"});
}

TEST(Extension, AMissingFileIsNamed) {
    TableEnvironment env;
    EXPECT_EQ(errorOf([&] { env.loadExtension("/nonexistent/udfs.so"); }),
              "cannot load '/nonexistent/udfs.so': cannot open shared object file: No such file or directory");
}

TEST(Extension, ALibraryWithoutTheEntryPointNamesTheMissingSymbol) {
    TableEnvironment env;
    EXPECT_EQ(problemLoading(env, "no_entry_point"),
              "it does not export the symbol tabula_extension_abi (a library of functions defines it with "
              "TABULA_EXTENSION, tabula/extension.hpp)");
}

TEST(Extension, ALibraryForAnotherInterfaceIsRefusedBeforeItRuns) {
    TableEnvironment env;
    EXPECT_EQ(problemLoading(env, "other_abi"),
              "it was built for tabula extension ABI 0, " TABULA_EXTENSION_CXX_LIBRARY
              ", this tabula has " TABULA_EXTENSION_ABI "; rebuild it with this tabula's headers");
    EXPECT_NE(callError(env, "otherAbi").find("unknown function 'otherAbi'"), std::string::npos);
}

TEST(Extension, AFailedRegistrationKeepsNone) {
    TableEnvironment env;
    EXPECT_EQ(problemLoading(env, "failing_registration"),
              "its registrations failed, so none of them was kept: a function named 'upper' already exists (a "
              "built-in one); replaceTemporarySystemFunction replaces it");
    EXPECT_NE(callError(env, "tripled").find("unknown function 'tripled'"), std::string::npos);
    EXPECT_EQ(resultRows(env.executeSql("SELECT upper('a')")), std::vector<std::string>{"A"});
    // The environment goes on as before: the example library loads and its functions run.
    env.loadExtension(kExampleLibrary);
    EXPECT_EQ(resultRows(env.executeSql("SELECT plusOne(1)")), std::vector<std::string>{"2"});
}

TEST(Extension, AnExceptionOfTheLibraryKeepsNone) {
    TableEnvironment env;
    EXPECT_EQ(problemLoading(env, "throwing_init"),
              "its registrations failed, so none of them was kept: the licence file is missing");
    EXPECT_NE(callError(env, "halved").find("unknown function 'halved'"), std::string::npos);
}

}  // namespace
}  // namespace tabula
