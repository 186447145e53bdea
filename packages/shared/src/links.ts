/**
 * A product link is /products/{modelName} with spaces replaced by hyphens
 * (docs/requirements/app-shell.md#header-and-navigation). The server accepts the exact model name, this
 * link form, or the product id.
 */
export function productLinkSegment(modelName: string): string {
  return modelName.trim().replace(/\s+/g, "-");
}

export function productPath(modelName: string): string {
  return `/products/${encodeURIComponent(productLinkSegment(modelName))}`;
}

/** Normalised key used to look a product up by either form: lower case, spaces and hyphens folded. */
export function modelNameKey(modelNameOrSegment: string): string {
  return modelNameOrSegment
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "-");
}
