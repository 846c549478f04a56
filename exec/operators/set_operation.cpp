// SetOperation: INTERSECT [ALL] and EXCEPT [ALL] over whole rows, NULLs equal. The right input (child 1) is
// gathered first: each distinct right row is stored once with its number of copies. The left input (child 0) then
// streams through and each left row is passed or dropped against its entry's count, which the left rows use up:
//   intersectAll  passes a left row while its count is above zero (and takes one off): min(n, m) copies;
//   minusAll      drops a left row while its count is above zero (and takes one off): max(n - m, 0) copies;
//   intersect     passes a left row whose count is above zero and sets it to zero: one copy of each common row;
//   minus         passes a left row only when it adds the entry (absent on the right, not seen on the left yet).
// Left rows absent on the right get an entry too (count zero), so that minus sees its repeats; rows are stored
// once per distinct row, strings copied, and nothing is allocated per row beyond that. The table is global, so
// the operator is not safe to run in several pipeline instances at once (like Distinct).
#include "exec/operators.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

struct SetOperationState final : GlobalState {
    explicit SetOperationState(const std::vector<DataType>& types) : rows(types) {}
    HashIndex index;
    RowStore rows;                // the distinct rows seen; row i has id i in index
    std::vector<uint64_t> count;  // per row id: the right copies not yet used up by left rows
};

class SetOperation final : public PhysicalOperator {
public:
    SetOperation(SetOperationKind kind, std::vector<DataType> types, std::unique_ptr<PhysicalOperator> left,
                 std::unique_ptr<PhysicalOperator> right)
        : PhysicalOperator(std::move(types), twoChildren(std::move(left), std::move(right))),
          kind_(kind),
          keys_(RowKeys::wholeRow(this->types())) {}

    OperatorDescription describe() const override { return {std::string(setOperationName(kind_)), {}, std::nullopt}; }
    InputMode inputMode(size_t child) const override { return child == 0 ? InputMode::Stream : InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<SetOperationState>(types());
    }

    /// A right row: one more copy of its entry.
    bool consume(RowView row, GlobalState* global, LocalState*) const override {
        ++state(global).count[entry(row, state(global)).first];
        return true;
    }

    /// A left row, passed or dropped against its entry's count (see the file comment).
    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        SetOperationState& table = state(global);
        const auto [id, added] = entry(row, table);
        uint64_t& count = table.count[id];
        bool pass = false;
        switch (kind_) {
            case SetOperationKind::IntersectAll:
                pass = count > 0;
                count -= pass ? 1 : 0;
                break;
            case SetOperationKind::MinusAll:
                pass = count == 0;
                count -= pass ? 0 : 1;
                break;
            case SetOperationKind::Intersect:
                pass = count > 0;
                count = 0;
                break;
            case SetOperationKind::Minus: pass = added; break;
        }
        return !pass || out.push(row);
    }

private:
    static std::vector<std::unique_ptr<PhysicalOperator>> twoChildren(std::unique_ptr<PhysicalOperator> left,
                                                                      std::unique_ptr<PhysicalOperator> right) {
        std::vector<std::unique_ptr<PhysicalOperator>> children;
        children.push_back(std::move(left));
        children.push_back(std::move(right));
        return children;
    }
    static SetOperationState& state(GlobalState* global) { return stateAs<SetOperationState>(global); }

    /// The row's entry id, added (count zero, row copied) when new; and whether it was added.
    std::pair<uint32_t, bool> entry(RowView row, SetOperationState& table) const {
        const auto found = table.index.findOrInsert(
            keys_.hash(row), [&](uint32_t id) { return keys_.equal(row, table.rows.row(id).data()); });
        if (found.second) {
            table.rows.append(row);
            table.count.push_back(0);
        }
        return found;
    }

    SetOperationKind kind_;
    RowKeys keys_;
};

}  // namespace

std::string_view setOperationName(SetOperationKind kind) {
    switch (kind) {
        case SetOperationKind::Intersect: return "Intersect";
        case SetOperationKind::IntersectAll: return "IntersectAll";
        case SetOperationKind::Minus: return "Minus";
        case SetOperationKind::MinusAll: return "MinusAll";
    }
    return "";
}

std::unique_ptr<PhysicalOperator> makeSetOperation(SetOperationKind kind, std::unique_ptr<PhysicalOperator> left,
                                                   std::unique_ptr<PhysicalOperator> right) {
    if (left->types() != right->types())
        throw ExecutionError("internal error: the inputs of a set operation have different column types");
    std::vector<DataType> types = left->types();
    return std::make_unique<SetOperation>(kind, std::move(types), std::move(left), std::move(right));
}

}  // namespace tabula::exec
