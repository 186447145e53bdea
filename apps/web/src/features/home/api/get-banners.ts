import { useQuery } from "@tanstack/react-query";
import { EXTRA_BANNER } from "@pasal/shared";
import { productsQueryOptions } from "@/lib/queries/get-products";

/** At most five banners (docs/requirements/home.md#carousels). */
export const BANNER_LIMIT = 5;

export const bannersQueryOptions = () => productsQueryOptions({ extra: EXTRA_BANNER, limit: BANNER_LIMIT });
export const useBanners = () => useQuery(bannersQueryOptions());
