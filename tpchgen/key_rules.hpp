// The key and price formulas of the TPC-H specification (clause 4.2.3) that tie the tables together: which
// suppliers supply a part, a part's retail price, and the sparse order keys.
#pragma once

#include <cstdint>

namespace tabula::tpchgen {

/// The `i`-th (0..3) supplier of part `partkey` among `suppliers` suppliers: ps_suppkey, and l_suppkey for a
/// line of that part.
constexpr int64_t partSupplier(int64_t partkey, int64_t i, int64_t suppliers) {
    return (partkey + i * (suppliers / 4 + (partkey - 1) / suppliers)) % suppliers + 1;
}

/// Whether partSupplier gives every one of `parts` parts four different suppliers. It does not at a few small
/// scale factors (between 0.01 and 0.023, when the supplier count is a multiple of 3), where the step between a
/// part's suppliers is a third of their number. REQUIRES: suppliers >= 4.
constexpr bool partSuppliersDiffer(int64_t parts, int64_t suppliers) {
    for (int64_t q = 0; q <= (parts - 1) / suppliers; ++q) {
        const int64_t step = suppliers / 4 + q;
        for (int64_t apart = 1; apart <= 3; ++apart)
            if (apart * step % suppliers == 0) return false;
    }
    return true;
}

/// p_retailprice of part `partkey`, in cents.
constexpr int64_t retailPriceCents(int64_t partkey) { return 90000 + (partkey / 10) % 20001 + 100 * (partkey % 1000); }

/// The key of the `index`-th order (1-based): keys are sparse, the first 8 of every 32 are used.
constexpr int64_t sparseOrderKey(int64_t index) { return (index - 1) / 8 * 32 + (index - 1) % 8 + 1; }

/// Customers whose key is a multiple of this place no orders.
inline constexpr int64_t kCustomerWithoutOrders = 3;

}  // namespace tabula::tpchgen
