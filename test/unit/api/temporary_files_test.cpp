// AtomicFile's temporary files: their names parse back to their process; those of dead processes go with the next
// write to the same target, those of running processes and every other file stay.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "api/src/atomic_file.hpp"
#include "api/src/temporary_files.hpp"

namespace tabula::detail {
namespace {

namespace fs = std::filesystem;

/// The pid of a process that has ended (and been reaped): no process runs under it until the system reuses it.
pid_t deadProcess() {
    const pid_t child = fork();
    if (child == 0) _exit(0);
    int status = 0;
    waitpid(child, &status, 0);
    return child;
}

TEST(TemporaryFiles, NamesParseBackToTheirProcess) {
    EXPECT_EQ(temporaryFileName("out.csv", 4242, 7), ".out.csv.tabula-4242-7.tmp");
    EXPECT_EQ(temporaryFileOwner(".out.csv.tabula-4242-7.tmp", "out.csv"), 4242);
    EXPECT_EQ(temporaryFileOwner(temporaryFileName("a-b.c", 17, 0), "a-b.c"), 17);
    for (const char* other :
         {"out.csv", ".out.csv.tabula-4242-7", ".out.csv.tabula--7.tmp", ".out.csv.tabula-42x-7.tmp",
          ".out.csv.tabula-4242-.tmp", ".out.csv.tabula-4242.tmp", ".out.csv.tabula-0-1.tmp",
          ".out.csv.tabula--4-1.tmp", ".out.csv.tabula-+4-1.tmp", ".out.csv.tabula-4-1x.tmp",
          ".other.csv.tabula-4242-7.tmp", ".out.csv.tabula-99999999999999999999-1.tmp"}) {
        EXPECT_EQ(temporaryFileOwner(other, "out.csv"), std::nullopt) << other;
    }
}

class StaleTemporaries : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("tabula_stale_" + std::to_string(getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        target_ = dir_ / "out.csv";
        std::ofstream(target_) << "1\n";
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path make(const std::string& name) const {
        std::ofstream(dir_ / name) << "rows\n";
        return dir_ / name;
    }

    fs::path dir_;
    fs::path target_;
};

TEST_F(StaleTemporaries, TheNextWriteRemovesOnlyThoseOfDeadProcesses) {
    const pid_t dead = deadProcess();
    const fs::path stale = make(temporaryFileName("out.csv", dead, 0));
    const fs::path stale_too = make(temporaryFileName("out.csv", dead, 12));
    const fs::path own = make(temporaryFileName("out.csv", getpid(), 999999));
    const fs::path running = make(temporaryFileName("out.csv", getppid(), 0));  // the parent runs: we wait on it
    const fs::path init = make(temporaryFileName("out.csv", 1, 0));             // process 1 always runs
    const fs::path other_target = make(temporaryFileName("other.csv", dead, 0));
    const fs::path lookalike = make(".out.csv.tabula-" + std::to_string(dead) + "-0.tmp.keep");
    {
        AtomicFile file(target_, true);
        file.stream() << "2\n";
        file.commit();
    }
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_FALSE(fs::exists(stale_too));
    for (const fs::path& kept : {own, running, init, other_target, lookalike}) EXPECT_TRUE(fs::exists(kept)) << kept;
    std::ifstream in(target_);
    std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(all, "1\n2\n");
}

TEST_F(StaleTemporaries, AMissingDirectoryIsNoError) {
    EXPECT_NO_THROW(removeStaleTemporaries(dir_ / "no" / "such" / "out.csv"));
}

}  // namespace
}  // namespace tabula::detail
