// Over windows of Flink's Table API: Over.partitionBy("a").orderBy("ts").preceding("UNBOUNDED_RANGE").as("w"),
// then table.window(w).select("a, b.sum over w").
#pragma once

#include <string>
#include <string_view>

namespace tabula {

class OverWindowPartitioned;
class OverWindowPartitionedOrdered;
class OverWindowPartitionedOrderedPreceding;

/// A complete over window: the partition keys, the order, the frame and the alias `x over alias` names it by.
/// Each part keeps the string it was written in; Table::window checks them against the table.
class OverWindow {
public:
    const std::string& partition() const { return partition_; }
    const std::string& order() const { return order_; }
    /// "" when not given: UNBOUNDED_RANGE.
    const std::string& preceding() const { return preceding_; }
    /// "" when not given: CURRENT_ROW after a row-count preceding, else CURRENT_RANGE.
    const std::string& following() const { return following_; }
    const std::string& alias() const { return alias_; }

private:
    friend class OverWindowPartitionedOrdered;
    friend class OverWindowPartitionedOrderedPreceding;
    OverWindow(std::string partition, std::string order, std::string preceding, std::string following,
               std::string alias)
        : partition_(std::move(partition)),
          order_(std::move(order)),
          preceding_(std::move(preceding)),
          following_(std::move(following)),
          alias_(std::move(alias)) {}

    std::string partition_;
    std::string order_;
    std::string preceding_;
    std::string following_;
    std::string alias_;
};

/// Where over windows start: `Over::partitionBy("a")` or, for one partition of all rows, `Over::orderBy("ts")`.
struct Over {
    /// The partition keys, a list of field expressions ("a, b").
    static OverWindowPartitioned partitionBy(std::string_view fields);
    /// The order of each partition's rows ("ts", "ts.desc"); over the whole table as one partition.
    static OverWindowPartitionedOrdered orderBy(std::string_view fields);
};

class OverWindowPartitioned {
public:
    OverWindowPartitionedOrdered orderBy(std::string_view fields) const;

private:
    friend struct Over;
    explicit OverWindowPartitioned(std::string partition) : partition_(std::move(partition)) {}
    std::string partition_;
};

class OverWindowPartitionedOrdered {
public:
    /// The frame's start: "UNBOUNDED_RANGE", "UNBOUNDED_ROW", "CURRENT_ROW", "CURRENT_RANGE", a row count
    /// ("2.rows": the 2 rows before the current one) or a time interval ("1.hours": the rows whose order key, a
    /// TIMESTAMP, TIME or DATE, lies at most an hour before the current row's).
    OverWindowPartitionedOrderedPreceding preceding(std::string_view bound) const;
    /// The window named `alias`, its frame from UNBOUNDED_RANGE to CURRENT_RANGE.
    OverWindow as(std::string_view alias) const;

private:
    friend struct Over;
    friend class OverWindowPartitioned;
    OverWindowPartitionedOrdered(std::string partition, std::string order)
        : partition_(std::move(partition)), order_(std::move(order)) {}
    std::string partition_;
    std::string order_;
};

class OverWindowPartitionedOrderedPreceding {
public:
    /// The frame's end: "CURRENT_ROW" or "CURRENT_RANGE" (of the same kind as the start, as Flink requires).
    OverWindowPartitionedOrderedPreceding following(std::string_view bound) const;
    OverWindow as(std::string_view alias) const;

private:
    friend class OverWindowPartitionedOrdered;
    OverWindowPartitionedOrderedPreceding(std::string partition, std::string order, std::string preceding,
                                          std::string following)
        : partition_(std::move(partition)),
          order_(std::move(order)),
          preceding_(std::move(preceding)),
          following_(std::move(following)) {}
    std::string partition_;
    std::string order_;
    std::string preceding_;
    std::string following_;
};

}  // namespace tabula
