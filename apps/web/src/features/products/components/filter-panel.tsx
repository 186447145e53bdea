import { useBrands } from "@/lib/queries/get-brands";
import { useCategories } from "@/lib/queries/get-categories";
import type { ListingFilters } from "../filters";
import type { PriceRange } from "../price";
import { ChoiceList } from "./choice-list";
import { ColorChoices } from "./color-choices";
import { FilterSection } from "./filter-section";
import { PriceFilter } from "./price-filter";
import { m } from "@/paraglide/messages";

type FilterPanelProps = {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
};

/** Category, brand, colour, price and stock (docs/requirements/catalogue.md#product-listing). */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { data: categories = [] } = useCategories();
  const { data: brands = [] } = useBrands();
  const price: PriceRange = { minPrice: filters.minPrice, maxPrice: filters.maxPrice };

  return (
    <div>
      <FilterSection title={m.list_category()}>
        <ChoiceList
          name={m.list_category()}
          allLabel={m.list_all_categories()}
          options={categories.map((category) => category.categoryName)}
          value={filters.category}
          onChange={(category) => onChange({ category })}
        />
      </FilterSection>
      <FilterSection title={m.list_brand()}>
        <ChoiceList
          name={m.list_brand()}
          allLabel={m.list_all_brands()}
          options={brands.map((brand) => brand.subcategoryName)}
          value={filters.brand}
          onChange={(brand) => onChange({ brand })}
          scroll
        />
      </FilterSection>
      <FilterSection title={m.list_price()}>
        <PriceFilter value={price} onChange={onChange} />
      </FilterSection>
      <FilterSection title={m.list_colour()} initiallyOpen={Boolean(filters.color)}>
        <ColorChoices value={filters.color} onChange={(color) => onChange({ color })} />
      </FilterSection>
      <FilterSection title={m.list_availability()}>
        <label className="flex cursor-pointer items-center gap-2.5 px-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
            className="size-4 rounded accent-brand-600"
          />
          {m.list_in_stock_only()}
        </label>
      </FilterSection>
    </div>
  );
}
