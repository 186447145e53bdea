import { FALLBACK_SHOP_NAME, useShopInfo } from "./queries/get-shop-info";
import { useDocumentMeta } from "./use-document-meta";

/** "{page} | {shop name}" in the tab, as the product page's "{name} | {shop name}" (issue brief). */
export function usePageMeta(pageTitle: string | undefined, description?: string): void {
  const { data: shop } = useShopInfo();
  const shopName = shop?.name ?? FALLBACK_SHOP_NAME;
  useDocumentMeta(pageTitle ? `${pageTitle} | ${shopName}` : undefined, description);
}
