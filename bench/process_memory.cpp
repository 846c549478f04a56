// Reading /proc/self/status and resetting the peak-RSS mark.
#include "process_memory.hpp"

#include <fstream>
#include <sstream>
#include <string>

namespace tabula::bench {

int64_t statusKilobytes(std::string_view key) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.compare(0, key.size(), key) != 0 || line.size() <= key.size() || line[key.size()] != ':') continue;
        std::istringstream fields(line.substr(key.size() + 1));
        int64_t kb = 0;
        fields >> kb;
        return kb;
    }
    return 0;
}

bool resetPeakRss() {
    std::ofstream clear_refs("/proc/self/clear_refs");
    clear_refs << "5";
    clear_refs.flush();
    return static_cast<bool>(clear_refs);
}

}  // namespace tabula::bench
