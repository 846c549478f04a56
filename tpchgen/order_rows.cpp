// The rows of orders and lineitem (clause 4.2.3). Both come from one OrderMaker, which makes an order together
// with its lines, since each needs the other: a line's dates follow the order date, the order's status and total
// price follow its lines. Writing either table makes both and emits one.
#include <array>

#include "distributions.hpp"
#include "key_rules.hpp"
#include "table_generators.hpp"
#include "tabula/temporal.hpp"
#include "text_pool.hpp"

namespace tabula::tpchgen {
namespace {

/// STARTDATE, CURRENTDATE and ENDDATE of clause 4.2.2.12.
const int32_t kStartDate = daysFromCivil(1992, 1, 1);
const int32_t kCurrentDate = daysFromCivil(1995, 6, 17);
const int32_t kEndDate = daysFromCivil(1998, 12, 31);
/// Orders are dated early enough for their last line to be received by ENDDATE: ship 121 days after the order,
/// receive up to 30 after shipping.
const int32_t kLastOrderDate = kEndDate - 151;

constexpr size_t kMaxLines = 7;

struct Line {
    int64_t partkey;
    int64_t suppkey;
    int64_t quantity;  // cents, as Money
    int64_t extended_price;
    int64_t discount;
    int64_t tax;
    std::string_view return_flag;
    std::string_view line_status;
    int64_t ship_date;
    int64_t commit_date;
    int64_t receipt_date;
    std::string_view instruction;
    std::string_view mode;
    std::string_view comment;
};

struct Order {
    int64_t orderkey;
    int64_t custkey;
    std::string_view status;
    int64_t total_price;
    int64_t order_date;
    std::string_view priority;
    std::string_view clerk;
    std::string_view comment;
    std::array<Line, kMaxLines> lines;
    size_t line_count;
};

class OrderMaker {
public:
    explicit OrderMaker(const Scale& scale) : scale_(scale) {}

    /// Makes the next order into `order`; false after the last one.
    bool next(Order& order) {
        if (index_ > scale_.orders) return false;
        order.orderkey = sparseOrderKey(index_++);
        order.custkey = orderingCustomer();
        order.order_date = order_date_.uniform(kStartDate, kLastOrderDate);
        order.priority = orderPriorities().pick(priority_);
        order.clerk = keyedName(clerk_text_, "Clerk#", clerk_.uniform(1, scale_.clerks), 9);
        order.comment = TextPool::shared().comment(order_comment_, 19, 78);
        order.line_count = static_cast<size_t>(line_count_.uniform(1, kMaxLines));
        order.total_price = 0;
        size_t shipped = 0;
        for (size_t i = 0; i < order.line_count; ++i) {
            Line& line = order.lines[i];
            makeLine(order.order_date, line);
            order.total_price += line.extended_price * (100 - line.discount) / 100 * (100 + line.tax) / 100;
            shipped += line.line_status == "F" ? 1 : 0;
        }
        order.status = shipped == order.line_count ? "F" : shipped == 0 ? "O" : "P";
        return true;
    }

private:
    /// A customer drawn uniformly, moved to the next key when it is one of those that place no orders (to the one
    /// before at the end of the keys). As in the reference generator, customers whose key is 1 mod 3 thus place
    /// twice as many orders as those 2 mod 3, which widens the spread of orders per customer that query 13 counts.
    int64_t orderingCustomer() {
        const int64_t key = customer_.uniform(1, scale_.customers);
        if (key % kCustomerWithoutOrders != 0) return key;
        return key < scale_.customers ? key + 1 : key - 1;
    }

    void makeLine(int64_t order_date, Line& line) {
        line.partkey = part_.uniform(1, scale_.parts);
        line.suppkey = partSupplier(line.partkey, supplier_.uniform(0, 3), scale_.suppliers);
        const int64_t quantity = quantity_.uniform(1, 50);
        line.quantity = quantity * 100;
        line.extended_price = quantity * retailPriceCents(line.partkey);
        line.discount = discount_.uniform(0, 10);
        line.tax = tax_.uniform(0, 8);
        line.ship_date = order_date + ship_date_.uniform(1, 121);
        line.commit_date = order_date + commit_date_.uniform(30, 90);
        line.receipt_date = line.ship_date + receipt_date_.uniform(1, 30);
        line.return_flag = line.receipt_date <= kCurrentDate ? returnFlags().pick(return_flag_) : "N";
        line.line_status = line.ship_date > kCurrentDate ? "O" : "F";
        line.instruction = shipInstructions().pick(instruction_);
        line.mode = shipModes().pick(mode_);
        line.comment = TextPool::shared().comment(line_comment_, 10, 43);
    }

    Scale scale_;
    int64_t index_ = 1;
    RandomStream customer_ = columnStream(TpchTable::Orders, 1);
    RandomStream order_date_ = columnStream(TpchTable::Orders, 4);
    RandomStream priority_ = columnStream(TpchTable::Orders, 5);
    RandomStream clerk_ = columnStream(TpchTable::Orders, 6);
    RandomStream order_comment_ = columnStream(TpchTable::Orders, 8);
    RandomStream line_count_ = columnStream(TpchTable::Orders, 9);
    RandomStream part_ = columnStream(TpchTable::LineItem, 1);
    RandomStream supplier_ = columnStream(TpchTable::LineItem, 2);
    RandomStream quantity_ = columnStream(TpchTable::LineItem, 4);
    RandomStream discount_ = columnStream(TpchTable::LineItem, 6);
    RandomStream tax_ = columnStream(TpchTable::LineItem, 7);
    RandomStream return_flag_ = columnStream(TpchTable::LineItem, 8);
    RandomStream ship_date_ = columnStream(TpchTable::LineItem, 10);
    RandomStream commit_date_ = columnStream(TpchTable::LineItem, 11);
    RandomStream receipt_date_ = columnStream(TpchTable::LineItem, 12);
    RandomStream instruction_ = columnStream(TpchTable::LineItem, 13);
    RandomStream mode_ = columnStream(TpchTable::LineItem, 14);
    RandomStream line_comment_ = columnStream(TpchTable::LineItem, 15);
    char clerk_text_[32];
};

class OrderRows final : public RowGenerator {
public:
    explicit OrderRows(const Scale& scale) : maker_(scale) {}

    bool next(std::span<Field> row) override {
        if (!maker_.next(order_)) return false;
        row[0].number = order_.orderkey;
        row[1].number = order_.custkey;
        row[2].text = order_.status;
        row[3].number = order_.total_price;
        row[4].number = order_.order_date;
        row[5].text = order_.priority;
        row[6].text = order_.clerk;
        row[7].number = 0;
        row[8].text = order_.comment;
        return true;
    }

private:
    OrderMaker maker_;
    Order order_{};
};

class LineItemRows final : public RowGenerator {
public:
    explicit LineItemRows(const Scale& scale) : maker_(scale) {}

    bool next(std::span<Field> row) override {
        if (line_ == order_.line_count) {
            if (!maker_.next(order_)) return false;
            line_ = 0;
        }
        const Line& line = order_.lines[line_];
        row[0].number = order_.orderkey;
        row[1].number = line.partkey;
        row[2].number = line.suppkey;
        row[3].number = static_cast<int64_t>(++line_);
        row[4].number = line.quantity;
        row[5].number = line.extended_price;
        row[6].number = line.discount;
        row[7].number = line.tax;
        row[8].text = line.return_flag;
        row[9].text = line.line_status;
        row[10].number = line.ship_date;
        row[11].number = line.commit_date;
        row[12].number = line.receipt_date;
        row[13].text = line.instruction;
        row[14].text = line.mode;
        row[15].text = line.comment;
        return true;
    }

private:
    OrderMaker maker_;
    Order order_{};
    size_t line_ = 0;
};

}  // namespace

std::unique_ptr<RowGenerator> makeOrderRows(const Scale& scale) { return std::make_unique<OrderRows>(scale); }
std::unique_ptr<RowGenerator> makeLineItemRows(const Scale& scale) { return std::make_unique<LineItemRows>(scale); }

}  // namespace tabula::tpchgen
