// What the fuzz targets share: which outcomes of an input are fair and which are defects, a file to hand the
// readers their input through, and the small tables whole queries run over.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "tabula/tabula.hpp"

namespace tabula::fuzz {

/// The input as text (it may hold any bytes, NUL included).
inline std::string_view textOf(const uint8_t* data, size_t size) { return {reinterpret_cast<const char*>(data), size}; }

/// Prints `what` and aborts.
[[noreturn]] void reportDefect(const char* what);

/// Runs `body` over one input. A tabula::Error is the engine refusing bad input cleanly, except InternalError,
/// which is a defect: it is printed and the process aborts so that libFuzzer keeps the input. Any other
/// exception escapes, and libFuzzer reports it as a crash too.
template <typename Body>
void refuseCleanlyAtWorst(Body&& body) {
    try {
        body();
    } catch (const InternalError& error) {
        reportDefect(error.what());
    } catch (const Error&) {
    }
}

/// Reads every row of `result`, so that errors raised while the query runs surface.
void drain(TableResult result);

/// Writes `bytes` to this process's input file (in $TMPDIR, /tmp without it) and returns its path; the next
/// call overwrites it, and it is removed at exit.
const std::string& writeInputFile(std::string_view bytes, std::string_view extension);

/// An environment holding the tables t1(a INT, b STRING, c DOUBLE, d DATE) and t2(k INT, v BIGINT, s STRING,
/// m DECIMAL(10, 2)), a few rows each with NULLs and duplicates, and the view v12 joining them. A query that
/// runs longer than a second is cancelled (a QueryCancelledError, a fair outcome): a join of many copies of
/// the tables is slow, not wrong.
TableEnvironment& queryEnvironment();

/// Starts the second during which the next query over queryEnvironment() may run.
void startQueryClock();

}  // namespace tabula::fuzz
