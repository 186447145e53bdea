import { z } from "zod";
import { CATEGORY_NAMES, SPEC_KEY_BY_CATEGORY } from "@pasal/shared";
import type { AdminProduct, AdminProductInput } from "../api/product-types";

const price = z.number({ error: "Enter a price" }).nonnegative("A price cannot be negative").max(10_000_000);
const optionalPrice = z.number().nonnegative("A price cannot be negative").max(10_000_000).optional();

/**
 * The product form: the spec's Product fields (docs/requirements/catalogue.md#catalogue-data) as a
 * person edits them. Lists become rows (specification pairs, models) and go back to the API's shape in
 * `toProductInput`.
 */
export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, "The name is required").max(200),
    modelName: z.string().trim().min(1, "The model name is required").max(120),
    description: z.string().max(5000),
    shortDescription: z.string().max(500),
    parentCategory: z.enum(CATEGORY_NAMES, "Choose a category"),
    parentSubcategory: z.string().trim().min(1, "The brand is required").max(60),
    sellingPrice: price,
    originalPrice: optionalPrice,
    costPrice: optionalPrice,
    stock: z.number().int().nonnegative("Stock cannot be negative"),
    lowStockThreshold: z.number().int().nonnegative().max(100_000),
    color: z.array(z.object({ colorName: z.string().trim().min(1, "Name the colour").max(60) })).max(30),
    model: z.array(z.object({ value: z.string().trim().min(1, "Name the model").max(80) })).max(200),
    variant: z.array(z.object({ variantName: z.string().trim().min(1, "Name the variant").max(60), variantSP: price })).max(20),
    bundle: z
      .array(
        z.object({
          bundle: z
            .string()
            .trim()
            .regex(/^\d+x$/i, "Write a pack as 1x, 2x, 3x"),
          bundlePrice: price,
        }),
      )
      .max(10),
    specs: z.array(z.object({ key: z.string().trim().min(1, "Name the specification").max(80), value: z.string().trim().max(500) })).max(60),
    size: z.string().max(60),
    keyFeatures: z.string().max(20000),
    extras: z.string().max(400),
    freeShipping: z.boolean(),
    video: z.string().trim().max(2000),
    images: z.array(z.object({ url: z.string(), alt: z.string().max(200) })).max(20),
    published: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.originalPrice !== undefined && values.originalPrice < values.sellingPrice) {
      ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "The original price cannot be below the selling price" });
    }
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

export const emptyProduct: ProductFormValues = {
  name: "",
  modelName: "",
  description: "",
  shortDescription: "",
  parentCategory: "Phone",
  parentSubcategory: "",
  sellingPrice: 0,
  originalPrice: undefined,
  costPrice: undefined,
  stock: 0,
  lowStockThreshold: 5,
  color: [],
  model: [],
  variant: [],
  bundle: [],
  specs: [],
  size: "",
  keyFeatures: "",
  extras: "",
  freeShipping: true,
  video: "",
  images: [],
  published: true,
};

/** An API product as the form's values. */
export function toFormValues(product: AdminProduct): ProductFormValues {
  const specKey = SPEC_KEY_BY_CATEGORY[product.parentCategory];
  const specTable = (specKey && product[specKey]) || {};
  return {
    ...emptyProduct,
    name: product.name,
    modelName: product.modelName,
    description: product.description ?? "",
    shortDescription: product.shortDescription ?? "",
    parentCategory: (CATEGORY_NAMES as readonly string[]).includes(product.parentCategory)
      ? (product.parentCategory as ProductFormValues["parentCategory"])
      : "Phone",
    parentSubcategory: product.parentSubcategory,
    sellingPrice: product.sellingPrice,
    originalPrice: product.originalPrice,
    costPrice: product.costPrice,
    stock: product.stock ?? 0,
    lowStockThreshold: product.lowStockThreshold,
    color: (product.color ?? []).map(({ colorName }) => ({ colorName })),
    model: (product.model ?? []).map((value) => ({ value })),
    variant: product.variant ?? [],
    bundle: product.bundle ?? [],
    specs: Object.entries(specTable).map(([key, value]) => ({ key, value })),
    size: product.size ?? "",
    keyFeatures: product.keyFeatures ?? "",
    extras: (product.extras ?? []).join(", "),
    freeShipping: product.freeShipping ?? true,
    video: product.video?.url ?? "",
    images: product.images.map((image) => ({ url: image.url, alt: image.alt ?? "" })),
    published: product.published,
  };
}

/**
 * The form's values as POST/PATCH take them. Pictures are not among them: they are saved through
 * their own calls (media-section), which keep the sizes the server made. Without prices:write no price goes out at all (the
 * server refuses them from such a role; the fields are disabled on screen too). Stock is only set
 * when a product is created: later changes go through the stock ledger.
 */
export function toProductInput(values: ProductFormValues, { canEditPrices, creating }: { canEditPrices: boolean; creating: boolean }): AdminProductInput {
  const specKey = SPEC_KEY_BY_CATEGORY[values.parentCategory];
  const input: AdminProductInput = {
    name: values.name,
    modelName: values.modelName,
    description: values.description,
    shortDescription: values.shortDescription || undefined,
    parentCategory: values.parentCategory,
    parentSubcategory: values.parentSubcategory,
    lowStockThreshold: values.lowStockThreshold,
    color: values.color,
    model: values.model.map((row) => row.value),
    size: values.size || undefined,
    keyFeatures: values.keyFeatures,
    extras: values.extras
      .split(",")
      .map((extra) => extra.trim())
      .filter(Boolean),
    freeShipping: values.freeShipping,
    video: values.video ? { url: values.video } : null,
    published: values.published,
    ...(specKey && values.specs.length > 0 ? { [specKey]: Object.fromEntries(values.specs.map((row) => [row.key, row.value])) } : {}),
  };
  if (creating) input.stock = values.stock;
  if (canEditPrices) {
    Object.assign(input, {
      sellingPrice: values.sellingPrice,
      // An emptied price field ends the discount or forgets the cost: null removes it on an edit.
      originalPrice: values.originalPrice ?? (creating ? undefined : null),
      costPrice: values.costPrice ?? (creating ? undefined : null),
      variant: values.variant,
      bundle: values.bundle,
    });
  } else if (creating) {
    // Without price rights a new product still needs its option names; their prices stay 0 until priced.
    Object.assign(input, {
      variant: values.variant.map((row) => ({ ...row, variantSP: 0 })),
      bundle: values.bundle.map((row) => ({ ...row, bundlePrice: 0 })),
    });
  }
  return input;
}
