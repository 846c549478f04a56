#include "test/fuzz/fuzz_support.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include <unistd.h>

namespace tabula::fuzz {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kQueryTimeLimit = std::chrono::seconds(1);

std::atomic<Clock::rep> query_deadline{Clock::time_point::max().time_since_epoch().count()};

// Cancels the environment's query once its deadline has passed; runs for the process's life.
void watchQueries(TableEnvironment* environment) {
    for (;;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (Clock::now().time_since_epoch().count() > query_deadline.load()) {
            query_deadline.store(Clock::time_point::max().time_since_epoch().count());
            environment->cancel();
        }
    }
}

TableEnvironment* makeQueryEnvironment() {
    auto* environment = new TableEnvironment();  // lives as long as the process, as its watcher does
    for (const char* statement : {
             "CREATE TABLE t1 (a INT, b STRING, c DOUBLE, d DATE)",
             "INSERT INTO t1 VALUES (1, 'x', 1.5, DATE '2020-01-01'), (2, 'y', -0.25, DATE '1999-12-31'), "
             "(2, 'y', -0.25, DATE '1999-12-31'), (NULL, NULL, NULL, NULL), (3, '', 0.0, DATE '2020-02-29')",
             "CREATE TABLE t2 (k INT, v BIGINT, s STRING, m DECIMAL(10, 2))",
             "INSERT INTO t2 VALUES (1, 10, 'x', 1.25), (1, 11, 'z', -3.50), (3, NULL, 'y', NULL), "
             "(NULL, 7, NULL, 0.01), (4, 9223372036854775807, 'Zürich', 99999999.99)",
             "CREATE VIEW v12 AS SELECT * FROM t1 JOIN t2 ON t1.a = t2.k",
         }) {
        environment->executeSql(statement);
    }
    std::thread(watchQueries, environment).detach();
    return environment;
}

std::string input_file;  // the file writeInputFile wrote last

void removeInputFile() {
    std::error_code ignored;
    std::filesystem::remove(input_file, ignored);
}

}  // namespace

void reportDefect(const char* what) {
    std::fprintf(stderr, "defect: %s\n", what);
    std::abort();
}

void drain(TableResult result) {
    while (result.next() != nullptr) {
    }
}

const std::string& writeInputFile(std::string_view bytes, std::string_view extension) {
    static const std::string base = [] {
        const char* directory = std::getenv("TMPDIR");
        std::atexit(removeInputFile);
        return std::string(directory != nullptr ? directory : "/tmp") + "/tabula-fuzz-" + std::to_string(getpid());
    }();
    if (input_file != base + std::string(extension)) {
        removeInputFile();
        input_file = base + std::string(extension);
    }
    std::ofstream(input_file, std::ios::binary | std::ios::trunc).write(bytes.data(), std::streamsize(bytes.size()));
    return input_file;
}

TableEnvironment& queryEnvironment() {
    static TableEnvironment* const environment = makeQueryEnvironment();
    return *environment;
}

void startQueryClock() {
    query_deadline.store((Clock::now() + kQueryTimeLimit).time_since_epoch().count());
    queryEnvironment().clearCancel();
}

}  // namespace tabula::fuzz
