// What the benchmarks read of their own process's memory, from /proc/self (Linux).
#pragma once

#include <cstdint>
#include <string_view>

namespace tabula::bench {

/// A value from /proc/self/status in kB (VmHWM, VmRSS), or 0 where the file is not there.
int64_t statusKilobytes(std::string_view key);

/// Resets the kernel's peak-RSS mark (VmHWM) to the current RSS, so each case reports its own peak.
/// False where the kernel does not allow it (then peaks only grow across cases).
bool resetPeakRss();

}  // namespace tabula::bench
