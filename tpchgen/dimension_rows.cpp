// The rows of region, nation, part, supplier, partsupp and customer (clause 4.2.3), one generator class each.
// Keys run from 1 (0 for region and nation); every other value comes from its column's own random stream.
#include <algorithm>
#include <array>
#include <cstring>

#include "distributions.hpp"
#include "key_rules.hpp"
#include "table_generators.hpp"
#include "text_pool.hpp"

namespace tabula::tpchgen {
namespace {

const TextPool& pool() { return TextPool::shared(); }

class RegionRows final : public RowGenerator {
public:
    bool next(std::span<Field> row) override {
        if (key_ >= static_cast<int64_t>(regions().size())) return false;
        row[0].number = key_;
        row[1].text = regions()[static_cast<size_t>(key_)];
        row[2].text = pool().comment(comment_, 31, 115);
        ++key_;
        return true;
    }

private:
    int64_t key_ = 0;
    RandomStream comment_ = columnStream(TpchTable::Region, 2);
};

class NationRows final : public RowGenerator {
public:
    bool next(std::span<Field> row) override {
        if (key_ >= static_cast<int64_t>(nations().size())) return false;
        const Nation& nation = nations()[static_cast<size_t>(key_)];
        row[0].number = key_;
        row[1].text = nation.name;
        row[2].number = nation.regionkey;
        row[3].text = pool().comment(comment_, 31, 114);
        ++key_;
        return true;
    }

private:
    int64_t key_ = 0;
    RandomStream comment_ = columnStream(TpchTable::Nation, 3);
};

class PartRows final : public RowGenerator {
public:
    explicit PartRows(const Scale& scale) : count_(scale.parts) {}

    bool next(std::span<Field> row) override {
        if (key_ > count_) return false;
        row[0].number = key_;
        row[1].text = partName();
        const int64_t manufacturer = mfgr_.uniform(1, 5);
        row[2].text = keyedName(mfgr_text_, "Manufacturer#", manufacturer, 1);
        row[3].text = keyedName(brand_text_, "Brand#", manufacturer * 10 + brand_.uniform(1, 5), 2);
        row[4].text = partTypes().pick(type_);
        row[5].number = size_.uniform(1, 50);
        row[6].text = partContainers().pick(container_);
        row[7].number = retailPriceCents(key_);
        row[8].text = pool().comment(comment_, 5, 22);
        ++key_;
        return true;
    }

private:
    /// Five distinct colours, separated by spaces.
    std::string_view partName() {
        const std::span<const std::string_view> colours = partColours();
        std::array<size_t, 5> chosen{};
        size_t length = 0;
        for (size_t i = 0; i < chosen.size(); ++i) {
            bool repeated = true;
            while (repeated) {
                chosen[i] = static_cast<size_t>(name_.uniform(0, static_cast<int64_t>(colours.size()) - 1));
                repeated = std::find(chosen.begin(), chosen.begin() + static_cast<ptrdiff_t>(i), chosen[i]) !=
                           chosen.begin() + static_cast<ptrdiff_t>(i);
            }
            if (i > 0) name_text_[length++] = ' ';
            std::memcpy(name_text_ + length, colours[chosen[i]].data(), colours[chosen[i]].size());
            length += colours[chosen[i]].size();
        }
        return {name_text_, length};
    }

    int64_t count_;
    int64_t key_ = 1;
    RandomStream name_ = columnStream(TpchTable::Part, 1);
    RandomStream mfgr_ = columnStream(TpchTable::Part, 2);
    RandomStream brand_ = columnStream(TpchTable::Part, 3);
    RandomStream type_ = columnStream(TpchTable::Part, 4);
    RandomStream size_ = columnStream(TpchTable::Part, 5);
    RandomStream container_ = columnStream(TpchTable::Part, 6);
    RandomStream comment_ = columnStream(TpchTable::Part, 8);
    char name_text_[5 * 16];
    char mfgr_text_[16];
    char brand_text_[16];
};

class SupplierRows final : public RowGenerator {
public:
    explicit SupplierRows(const Scale& scale) : count_(scale.suppliers) {}

    bool next(std::span<Field> row) override {
        if (key_ > count_) return false;
        row[0].number = key_;
        row[1].text = keyedName(name_text_, "Supplier#", key_, 9);
        row[2].text = randomAddress(address_text_, address_);
        const int64_t nationkey = nation_.uniform(0, 24);
        row[3].number = nationkey;
        row[4].text = phoneNumber(phone_text_, nationkey, phone_);
        row[5].number = balance_.uniform(-99999, 999999);
        row[6].text = supplierComment();
        ++key_;
        return true;
    }

private:
    /// About 5 in 10,000 suppliers have customer complaints in their comment ("...Customer ...Complaints..."),
    /// as many others recommendations; query 16 excludes the former.
    std::string_view supplierComment() {
        std::string_view text = pool().comment(comment_, 25, 100);
        const int64_t press = press_.uniform(1, 10000);
        if (press > 10) return text;
        std::memcpy(comment_text_, text.data(), text.size());
        constexpr std::string_view kWho = "Customer";
        const std::string_view what = press <= 5 ? "Complaints" : "Recommends";
        const auto room = static_cast<int64_t>(text.size() - kWho.size() - what.size());
        const auto start = static_cast<size_t>(press_.uniform(0, room));
        const auto gap = static_cast<size_t>(press_.uniform(0, room - static_cast<int64_t>(start)));
        std::memcpy(comment_text_ + start, kWho.data(), kWho.size());
        std::memcpy(comment_text_ + start + kWho.size() + gap, what.data(), what.size());
        return {comment_text_, text.size()};
    }

    int64_t count_;
    int64_t key_ = 1;
    RandomStream address_ = columnStream(TpchTable::Supplier, 2);
    RandomStream nation_ = columnStream(TpchTable::Supplier, 3);
    RandomStream phone_ = columnStream(TpchTable::Supplier, 4);
    RandomStream balance_ = columnStream(TpchTable::Supplier, 5);
    RandomStream comment_ = columnStream(TpchTable::Supplier, 6);
    RandomStream press_ = columnStream(TpchTable::Supplier, 7);
    char name_text_[32];
    char address_text_[40];
    char phone_text_[16];
    char comment_text_[TextPool::kMaxComment];
};

class PartSuppRows final : public RowGenerator {
public:
    explicit PartSuppRows(const Scale& scale) : parts_(scale.parts), suppliers_(scale.suppliers) {}

    bool next(std::span<Field> row) override {
        if (partkey_ > parts_) return false;
        row[0].number = partkey_;
        row[1].number = partSupplier(partkey_, supplier_, suppliers_);
        row[2].number = quantity_.uniform(1, 9999);
        row[3].number = cost_.uniform(100, 100000);
        row[4].text = pool().comment(comment_, 49, 198);
        if (++supplier_ == 4) {
            supplier_ = 0;
            ++partkey_;
        }
        return true;
    }

private:
    int64_t parts_;
    int64_t suppliers_;
    int64_t partkey_ = 1;
    int64_t supplier_ = 0;
    RandomStream quantity_ = columnStream(TpchTable::PartSupp, 2);
    RandomStream cost_ = columnStream(TpchTable::PartSupp, 3);
    RandomStream comment_ = columnStream(TpchTable::PartSupp, 4);
};

class CustomerRows final : public RowGenerator {
public:
    explicit CustomerRows(const Scale& scale) : count_(scale.customers) {}

    bool next(std::span<Field> row) override {
        if (key_ > count_) return false;
        row[0].number = key_;
        row[1].text = keyedName(name_text_, "Customer#", key_, 9);
        row[2].text = randomAddress(address_text_, address_);
        const int64_t nationkey = nation_.uniform(0, 24);
        row[3].number = nationkey;
        row[4].text = phoneNumber(phone_text_, nationkey, phone_);
        row[5].number = balance_.uniform(-99999, 999999);
        row[6].text = marketSegments().pick(segment_);
        row[7].text = pool().comment(comment_, 29, 116);
        ++key_;
        return true;
    }

private:
    int64_t count_;
    int64_t key_ = 1;
    RandomStream address_ = columnStream(TpchTable::Customer, 2);
    RandomStream nation_ = columnStream(TpchTable::Customer, 3);
    RandomStream phone_ = columnStream(TpchTable::Customer, 4);
    RandomStream balance_ = columnStream(TpchTable::Customer, 5);
    RandomStream segment_ = columnStream(TpchTable::Customer, 6);
    RandomStream comment_ = columnStream(TpchTable::Customer, 7);
    char name_text_[32];
    char address_text_[40];
    char phone_text_[16];
};

}  // namespace

std::unique_ptr<RowGenerator> makeRegionRows() { return std::make_unique<RegionRows>(); }
std::unique_ptr<RowGenerator> makeNationRows() { return std::make_unique<NationRows>(); }
std::unique_ptr<RowGenerator> makePartRows(const Scale& scale) { return std::make_unique<PartRows>(scale); }
std::unique_ptr<RowGenerator> makeSupplierRows(const Scale& scale) { return std::make_unique<SupplierRows>(scale); }
std::unique_ptr<RowGenerator> makePartSuppRows(const Scale& scale) { return std::make_unique<PartSuppRows>(scale); }
std::unique_ptr<RowGenerator> makeCustomerRows(const Scale& scale) { return std::make_unique<CustomerRows>(scale); }

}  // namespace tabula::tpchgen
