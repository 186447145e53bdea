/**
 * Discount badge (docs/requirements/home.md#product-cards): rounded (original − price) / original × 100,
 * shown only above 0. The spec's other "20% above the selling price" figure is a defect we do not copy
 * (docs/spec-deviations.md).
 */
export function discountPercent(sellingPrice: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || sellingPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - sellingPrice) / originalPrice) * 100);
}
