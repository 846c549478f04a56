// AtomicFile: the target changes only on commit; an uncommitted file leaves no trace; commitNew never replaces a
// file; append starts from the old content; a replaced file keeps its permissions.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "api/src/atomic_file.hpp"
#include "tabula/error.hpp"

namespace tabula::detail {
namespace {

namespace fs = std::filesystem;

class AtomicFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("tabula_atomic_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        target_ = dir_ / "out.txt";
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string read() const {
        std::ifstream in(target_, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }
    void write(const std::string& text) const { std::ofstream(target_, std::ios::binary) << text; }
    size_t files() const {
        return static_cast<size_t>(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
    }

    fs::path dir_;
    fs::path target_;
};

TEST_F(AtomicFileTest, TheTargetChangesOnlyOnCommit) {
    write("old\n");
    AtomicFile file(target_, false);
    file.stream() << "new\n";
    file.stream().flush();
    EXPECT_EQ(read(), "old\n");
    EXPECT_EQ(file.temporaryPath().parent_path(), dir_);
    file.commit();
    EXPECT_EQ(read(), "new\n");
    EXPECT_EQ(files(), 1u);
}

TEST_F(AtomicFileTest, DestroyedWithoutCommitItRemovesTheTemporaryFile) {
    write("old\n");
    fs::path temporary;
    {
        AtomicFile file(target_, false);
        temporary = file.temporaryPath();
        file.stream() << std::string(1 << 20, 'x');  // more than the buffer: bytes reach the temporary file
        EXPECT_TRUE(fs::exists(temporary));
    }
    EXPECT_FALSE(fs::exists(temporary));
    EXPECT_EQ(read(), "old\n");
    EXPECT_EQ(files(), 1u);
}

TEST_F(AtomicFileTest, CommitNewDoesNotReplaceAFileCreatedMeanwhile) {
    AtomicFile file(target_, false);
    file.stream() << "mine\n";
    write("someone else's\n");
    try {
        file.commitNew();
        ADD_FAILURE() << "no error";
    } catch (const IoError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "cannot write '" + target_.string() +
                      "': the file was created while the query ran, and the sink's write mode is NO_OVERWRITE");
    }
    EXPECT_EQ(read(), "someone else's\n");
}

TEST_F(AtomicFileTest, CommitNewCreatesAFile) {
    {
        AtomicFile file(target_, false);
        file.stream() << "mine\n";
        file.commitNew();
    }
    EXPECT_EQ(read(), "mine\n");
    EXPECT_EQ(files(), 1u);
}

TEST_F(AtomicFileTest, AppendStartsFromTheOldContentEndedByANewline) {
    write("a\nb");
    AtomicFile file(target_, true);
    file.stream() << "c\n";
    file.commit();
    EXPECT_EQ(read(), "a\nb\nc\n");
}

TEST_F(AtomicFileTest, AReplacedFileKeepsItsPermissions) {
    write("old\n");
    fs::permissions(target_, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    AtomicFile file(target_, false);
    file.stream() << "new\n";
    file.commit();
    EXPECT_EQ(fs::status(target_).permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

/// The message of the IoError `action` throws, or "no error".
template <class Action>
std::string ioError(Action action) {
    try {
        action();
    } catch (const IoError& error) {
        return error.what();
    }
    return "no error";
}

TEST_F(AtomicFileTest, ATargetThatCannotBeReadToAppendToIsAnError) {
    fs::create_directory(target_);  // a directory opens, but does not read
    EXPECT_EQ(ioError([&] { AtomicFile file(target_, true); }),
              "cannot copy '" + target_.string() + "' to append to it: Is a directory");
    EXPECT_EQ(files(), 1u);  // no temporary file left
}

TEST_F(AtomicFileTest, ATargetThatCannotBeReplacedIsAnErrorOnCommit) {
    fs::create_directory(target_);
    fs::create_directory(target_ / "inside");  // rename() cannot put a file over a non-empty directory
    EXPECT_EQ(ioError([&] {
                  AtomicFile file(target_, false);
                  file.stream() << "x";
                  file.commit();
              }),
              "cannot write '" + target_.string() + "': Is a directory");
    EXPECT_EQ(files(), 1u);
}

}  // namespace
}  // namespace tabula::detail
