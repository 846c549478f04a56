// Forwards every accumulator call and places the ExecutionErrors that carry no position yet.
#include "exec/located_accumulator.hpp"

namespace tabula::exec {
namespace {

class LocatedAccumulator final : public Accumulator {
public:
    LocatedAccumulator(std::unique_ptr<Accumulator> inner, SourceSpan span, ErrorSourcePtr source)
        : inner_(std::move(inner)), span_(span), source_(std::move(source)) {}

    size_t stateSize() const override { return inner_->stateSize(); }
    void init(std::byte* state) const override { inner_->init(state); }
    void update(std::byte* state, const Cell& input, Arena& arena) const override {
        located([&] { inner_->update(state, input, arena); });
    }
    void updateMany(std::byte* state, const Cell* first, size_t stride, size_t count, Arena& arena) const override {
        located([&] { inner_->updateMany(state, first, stride, count, arena); });
    }
    void updateGrouped(std::byte* const* records, size_t offset, const Cell* first, size_t stride, size_t count,
                       Arena& arena) const override {
        located([&] { inner_->updateGrouped(records, offset, first, stride, count, arena); });
    }
    void merge(std::byte* state, const std::byte* other) const override {
        located([&] { inner_->merge(state, other); });
    }
    bool slide(std::span<const FrameRange> frames, const Cell* inputs, size_t stride, Cell* out,
               Arena& arena) const override {
        bool slid = false;
        located([&] { slid = inner_->slide(frames, inputs, stride, out, arena); });
        return slid;
    }
    void finish(const std::byte* state, Cell& out) const override {
        located([&] { inner_->finish(state, out); });
    }
    void destroy(std::byte* state) const override { inner_->destroy(state); }
    bool takesNulls() const override { return inner_->takesNulls(); }

private:
    template <class Call>
    void located(Call&& call) const {
        try {
            call();
        } catch (ExecutionError& error) {
            if (!error.span()) error.relocate(source_, span_);
            throw;
        }
    }

    std::unique_ptr<Accumulator> inner_;
    SourceSpan span_;
    ErrorSourcePtr source_;
};

}  // namespace

std::unique_ptr<Accumulator> locateAccumulator(std::unique_ptr<Accumulator> accumulator, SourceSpan span,
                                               ErrorSourcePtr source) {
    return std::make_unique<LocatedAccumulator>(std::move(accumulator), span, std::move(source));
}

}  // namespace tabula::exec
