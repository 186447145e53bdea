import { useEffect } from "react";
import type { Product } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { rememberPhoneModel } from "@/lib/phone-model";
import { recordRecentlyViewed } from "@/lib/recently-viewed";
import { postProductView } from "../api/post-interaction";

/**
 * Opening a product adds it to Recently Viewed (docs/requirements/home.md#recently-viewed), remembers a
 * phone as the shopper's model for accessory titles, and, for a signed-in shopper, tells the
 * recommender.
 */
export function useRecordView(product: Product) {
  const userId = useAuthStore((state) => state.authUser?._id);
  const checking = useAuthStore((state) => state.isCheckingAuth);

  useEffect(() => {
    recordRecentlyViewed(product);
    if (product.parentCategory.toLowerCase() === "phone") rememberPhoneModel(product.modelName);
    // Only the id matters: re-running for a refetched copy of the same product would be noise.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [product._id]);

  useEffect(() => {
    if (checking || !userId) return;
    // A lost view only makes recommendations a little less personal; nothing to tell the shopper.
    postProductView(product._id).catch(() => undefined);
  }, [product._id, userId, checking]);
}
