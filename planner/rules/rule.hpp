// The rewrite-rule contract: a rule looks at one node and either returns an equivalent replacement or nullptr.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

class Rule {
public:
    virtual ~Rule() = default;
    /// The name used to disable the rule (TableConfig::disabled_rules) and in traces; equals the file stem.
    virtual std::string_view name() const = 0;
    /// Returns a replacement for `node` with the same output schema, or nullptr when the rule does not apply.
    /// Must not return a node equal to `node` (the driver iterates until no rule applies).
    virtual LogicalPtr apply(const LogicalPtr& node) const = 0;
};

std::unique_ptr<Rule> makeConstantFolding();
std::unique_ptr<Rule> makeFilterPushdown();
std::unique_ptr<Rule> makeProjectionPruning();
std::unique_ptr<Rule> makeSortLimitToTopN();
std::unique_ptr<Rule> makeDistinctToAggregate();

}  // namespace tabula::planner
