import { useBrands } from "@/lib/queries/get-brands";
import { useCategories } from "@/lib/queries/get-categories";
import type { ListingFilters } from "../filters";
import { ChoiceList } from "./choice-list";
import { FilterSection } from "./filter-section";

type FilterPanelProps = {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
};

export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { data: categories = [] } = useCategories();
  const { data: brands = [] } = useBrands();

  return (
    <div>
      <FilterSection title="Category">
        <ChoiceList
          name="Category"
          allLabel="All categories"
          options={categories.map((category) => category.categoryName)}
          value={filters.category}
          onChange={(category) => onChange({ category })}
        />
      </FilterSection>
      <FilterSection title="Brand">
        <ChoiceList
          name="Brand"
          allLabel="All brands"
          options={brands.map((brand) => brand.subcategoryName)}
          value={filters.brand}
          onChange={(brand) => onChange({ brand })}
          scroll
        />
      </FilterSection>
      <FilterSection title="Availability">
        <label className="flex cursor-pointer items-center gap-2.5 px-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
            className="size-4 rounded accent-brand-600"
          />
          In stock only
        </label>
      </FilterSection>
    </div>
  );
}
