// Limit: a streaming offset/fetch counter.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planLimit(const LimitNode& limit, PhysicalPlanner& planner) {
    return exec::makeLimit(limit.offset(), limit.fetch(), planner.plan(*limit.input()));
}

}  // namespace tabula::planner
