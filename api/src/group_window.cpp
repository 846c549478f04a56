// The group-window builders (Tumble, Slide, Session), and a group window as the planner's window spec.
#include "group_window_spec.hpp"

#include "internals.hpp"
#include "over_window_spec.hpp"
#include "parser/parse.hpp"

namespace tabula {
namespace {

using detail::Internals;

/// A part given as a string, parsed now (as Flink's builders parse theirs).
Expression parsedPart(std::string_view text) {
    return Internals::expression(detail::detachedSpans(parser::parseExpression(text)));
}

}  // namespace

TumbleWithSize Tumble::over(std::string_view size) { return TumbleWithSize(parsedPart(size)); }
TumbleWithSize Tumble::over(const Expression& size) { return TumbleWithSize(size); }
TumbleWithSizeOnTime TumbleWithSize::on(std::string_view time) const { return {size_, parsedPart(time)}; }
TumbleWithSizeOnTime TumbleWithSize::on(const Expression& time) const { return {size_, time}; }
GroupWindow TumbleWithSizeOnTime::as(std::string_view alias) const {
    return GroupWindow(GroupWindow::Kind::Tumble, size_, std::nullopt, time_, std::string(alias));
}

SlideWithSize Slide::over(std::string_view size) { return SlideWithSize(parsedPart(size)); }
SlideWithSize Slide::over(const Expression& size) { return SlideWithSize(size); }
SlideWithSizeAndSlide SlideWithSize::every(std::string_view slide) const { return {size_, parsedPart(slide)}; }
SlideWithSizeAndSlide SlideWithSize::every(const Expression& slide) const { return {size_, slide}; }
SlideWithSizeAndSlideOnTime SlideWithSizeAndSlide::on(std::string_view time) const {
    return {size_, slide_, parsedPart(time)};
}
SlideWithSizeAndSlideOnTime SlideWithSizeAndSlide::on(const Expression& time) const { return {size_, slide_, time}; }
GroupWindow SlideWithSizeAndSlideOnTime::as(std::string_view alias) const {
    return GroupWindow(GroupWindow::Kind::Slide, size_, slide_, time_, std::string(alias));
}

SessionWithGap Session::withGap(std::string_view gap) { return SessionWithGap(parsedPart(gap)); }
SessionWithGap Session::withGap(const Expression& gap) { return SessionWithGap(gap); }
SessionWithGapOnTime SessionWithGap::on(std::string_view time) const { return {gap_, parsedPart(time)}; }
SessionWithGapOnTime SessionWithGap::on(const Expression& time) const { return {gap_, time}; }
GroupWindow SessionWithGapOnTime::as(std::string_view alias) const {
    return GroupWindow(GroupWindow::Kind::Session, gap_, std::nullopt, time_, std::string(alias));
}

namespace detail {

planner::GroupWindowSpec groupWindowSpec(const GroupWindow& window) {
    if (window.alias().empty()) throw ValidationError("a group window needs an alias: .as('w')");
    planner::GroupWindowSpec spec;
    switch (window.kind()) {
        case GroupWindow::Kind::Tumble: spec.kind = exec::GroupWindowKind::Tumble; break;
        case GroupWindow::Kind::Slide: spec.kind = exec::GroupWindowKind::Slide; break;
        case GroupWindow::Kind::Session: spec.kind = exec::GroupWindowKind::Session; break;
    }
    spec.time = Internals::node(window.time());
    spec.size = Internals::node(window.size());
    if (window.slide()) spec.step = Internals::node(*window.slide());
    spec.alias = window.alias();
    return spec;
}

}  // namespace detail
}  // namespace tabula
