import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { readSelectedCategory } from "@/lib/navigation";
import { DEFAULT_FILTERS, filtersFromParams, paramsFromFilters, type ListingFilters } from "../filters";

/**
 * Filters live in the query string. A category passed as navigation state (category tiles,
 * footer, breadcrumb: docs/requirements/app-shell.md#header-and-navigation) wins on arrival and is then
 * written into the address.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const selectedCategory = readSelectedCategory(location.state);

  const filters = useMemo<ListingFilters>(() => {
    const fromAddress = filtersFromParams(params);
    return selectedCategory ? { ...fromAddress, category: selectedCategory } : fromAddress;
  }, [params, selectedCategory]);

  useEffect(() => {
    if (selectedCategory) setParams(paramsFromFilters(filters), { replace: true, state: null });
  }, [selectedCategory, filters, setParams]);

  const update = useCallback(
    (change: Partial<ListingFilters>) => setParams(paramsFromFilters({ ...filters, ...change }), { replace: true }),
    [filters, setParams],
  );

  const clearAll = useCallback(
    () => setParams(paramsFromFilters({ ...DEFAULT_FILTERS, search: filters.search }), { replace: true }),
    [filters.search, setParams],
  );

  return { filters, update, clearAll };
}
