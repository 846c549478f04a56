// Group windows of Flink's Table API: Tumble.over("10.minutes").on("ts").as("w"), Slide.over(...).every(...),
// Session.withGap(...); then table.window(w).groupBy("w, k").select("k, w.start, w.end, v.sum").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "tabula/expression.hpp"

namespace tabula {

/// A complete group window: its kind, size (a time interval such as `10.minutes`, or a row count such as `2.rows`
/// for Tumble and Slide), slide (Slide) or gap (Session), time field and alias. The time field is a TIMESTAMP or a
/// BIGINT of epoch milliseconds; windows are aligned to the epoch. Table::window checks the parts against the
/// table; string parts are parsed when given (ParseError there).
class GroupWindow {
public:
    enum class Kind { Tumble, Slide, Session };
    Kind kind() const { return kind_; }
    /// Tumble, Slide: the size; Session: the gap.
    const Expression& size() const { return size_; }
    /// Slide: the slide; nullopt otherwise.
    const std::optional<Expression>& slide() const { return slide_; }
    const Expression& time() const { return time_; }
    const std::string& alias() const { return alias_; }

private:
    friend class TumbleWithSizeOnTime;
    friend class SlideWithSizeAndSlideOnTime;
    friend class SessionWithGapOnTime;
    GroupWindow(Kind kind, Expression size, std::optional<Expression> slide, Expression time, std::string alias)
        : kind_(kind),
          size_(std::move(size)),
          slide_(std::move(slide)),
          time_(std::move(time)),
          alias_(std::move(alias)) {}

    Kind kind_;
    Expression size_;
    std::optional<Expression> slide_;
    Expression time_;
    std::string alias_;
};

class TumbleWithSize;
class SlideWithSize;
class SessionWithGap;

/// Fixed windows of one size, one after another: each row in exactly one.
struct Tumble {
    static TumbleWithSize over(std::string_view size);
    static TumbleWithSize over(const Expression& size);
};

/// Windows of one size starting every `slide`: each row in about size / slide of them.
struct Slide {
    static SlideWithSize over(std::string_view size);
    static SlideWithSize over(const Expression& size);
};

/// Per group key, the rows at most `gap` apart in time; a session ends `gap` after its last row.
struct Session {
    static SessionWithGap withGap(std::string_view gap);
    static SessionWithGap withGap(const Expression& gap);
};

class TumbleWithSizeOnTime {
public:
    GroupWindow as(std::string_view alias) const;

private:
    friend class TumbleWithSize;
    TumbleWithSizeOnTime(Expression size, Expression time) : size_(std::move(size)), time_(std::move(time)) {}
    Expression size_;
    Expression time_;
};

class TumbleWithSize {
public:
    TumbleWithSizeOnTime on(std::string_view time) const;
    TumbleWithSizeOnTime on(const Expression& time) const;

private:
    friend struct Tumble;
    explicit TumbleWithSize(Expression size) : size_(std::move(size)) {}
    Expression size_;
};

class SlideWithSizeAndSlideOnTime {
public:
    GroupWindow as(std::string_view alias) const;

private:
    friend class SlideWithSizeAndSlide;
    SlideWithSizeAndSlideOnTime(Expression size, Expression slide, Expression time)
        : size_(std::move(size)), slide_(std::move(slide)), time_(std::move(time)) {}
    Expression size_;
    Expression slide_;
    Expression time_;
};

class SlideWithSizeAndSlide {
public:
    SlideWithSizeAndSlideOnTime on(std::string_view time) const;
    SlideWithSizeAndSlideOnTime on(const Expression& time) const;

private:
    friend class SlideWithSize;
    SlideWithSizeAndSlide(Expression size, Expression slide) : size_(std::move(size)), slide_(std::move(slide)) {}
    Expression size_;
    Expression slide_;
};

class SlideWithSize {
public:
    SlideWithSizeAndSlide every(std::string_view slide) const;
    SlideWithSizeAndSlide every(const Expression& slide) const;

private:
    friend struct Slide;
    explicit SlideWithSize(Expression size) : size_(std::move(size)) {}
    Expression size_;
};

class SessionWithGapOnTime {
public:
    GroupWindow as(std::string_view alias) const;

private:
    friend class SessionWithGap;
    SessionWithGapOnTime(Expression gap, Expression time) : gap_(std::move(gap)), time_(std::move(time)) {}
    Expression gap_;
    Expression time_;
};

class SessionWithGap {
public:
    SessionWithGapOnTime on(std::string_view time) const;
    SessionWithGapOnTime on(const Expression& time) const;

private:
    friend struct Session;
    explicit SessionWithGap(Expression gap) : gap_(std::move(gap)) {}
    Expression gap_;
};

}  // namespace tabula
