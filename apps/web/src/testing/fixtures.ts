import type { Product, ProductSummary } from "@pasal/shared";

export function makeSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    _id: "p1",
    name: "Galaxy A55 5G",
    modelName: "Galaxy A55",
    description: "A dependable mid-range phone.",
    sellingPrice: 52999,
    originalPrice: 52999,
    discount: 0,
    stock: 7,
    inStock: true,
    rating: 4.3,
    reviews: 12,
    parentCategory: "Phone",
    parentSubcategory: "Samsung",
    color: [{ colorName: "Awesome Navy" }, { colorName: "Lilac" }],
    model: [],
    freeShipping: true,
    images: [{ url: "/media/demo/products/a55.svg" }],
    extras: [],
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...makeSummary(),
    sold: 3,
    variant: [],
    bundle: [],
    keyFeatures: "<ul><li>Bright display</li></ul>",
    ...overrides,
  };
}
