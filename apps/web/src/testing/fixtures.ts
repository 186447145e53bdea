import type { AuthUser, LocationTree, Product, ProductSummary } from "@pasal/shared";

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

export function makeAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: "u1",
    fullName: "Sita Sharma",
    email: "sita@example.com",
    phoneNumber: "9812345678",
    isGoogle: false,
    role: "customer",
    shippingAddress: {},
    emailVerified: true,
    ...overrides,
  };
}

/** Two provinces, enough to exercise the address picker's steps. */
export const LOCATION_TREE: LocationTree = {
  lang: "english",
  provinces: [
    {
      id: 3,
      name: "Bagmati Province",
      districts: [
        {
          id: 27,
          name: "Kathmandu",
          localLevels: [
            { id: 307, name: "Kathmandu", type: "metropolitan", wards: 32 },
            { id: 309, name: "Kirtipur", type: "municipality", wards: 10 },
          ],
        },
        { id: 28, name: "Lalitpur", localLevels: [{ id: 320, name: "Lalitpur", type: "metropolitan", wards: 29 }] },
      ],
    },
    {
      id: 4,
      name: "Gandaki Province",
      districts: [{ id: 40, name: "Kaski", localLevels: [{ id: 400, name: "Pokhara", type: "metropolitan", wards: 33 }] }],
    },
  ],
};
