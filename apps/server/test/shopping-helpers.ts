import type { Product } from "@pasal/shared";
import { count, eq } from "drizzle-orm";
import { cartLines, carts, orderLines, orders, products, users } from "../src/db/schema/index.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";
import { uniqueEmail } from "./auth-helpers.js";
import type { TestApp } from "./helpers.js";

export interface Shopper {
  id: string;
  email: string;
  cookie: string;
}

/** A customer with a real session (created directly: argon2 for 30 sign-ups would only slow tests). */
export async function newShopper(t: TestApp, fullName = "Sita Kumari Sharma"): Promise<Shopper> {
  const email = uniqueEmail("buyer");
  const [user] = await t.database.db.insert(users).values({ fullName, email, phoneNumber: "9812345678" }).returning();
  const { token } = await t.app.services.sessions.create(user!.id, true);
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The first product of a shape, from the demo catalogue. */
export async function productWhere(t: TestApp, test: (p: Product) => boolean): Promise<Product> {
  const product = (await t.app.services.catalog.current()).products.find(test);
  if (!product) throw new Error("no demo product of that shape");
  return product;
}

export const colorOnly = (p: Product) => p.color.length > 0 && !p.model.length && !p.variant.length && !p.bundle.length;

/** A line key choosing the first of every option the product offers. */
export function firstOptions(p: Product, bundle?: string) {
  return {
    color: p.color[0]?.colorName ?? "",
    model: p.model[0] ?? "",
    variant: p.variant[0]?.variantName ?? "",
    bundle: bundle ?? p.bundle[0]?.bundle ?? "",
  };
}

/** What most order tests buy: the first colour-only product, as a line of `quantity` in its first colour. */
export async function colorOnlyLine(t: TestApp, quantity = 1): Promise<{ productId: string; line: Record<string, unknown> }> {
  const product = await productWhere(t, colorOnly);
  return { productId: product._id, line: { productId: product._id, ...firstOptions(product), quantity } };
}

export async function setStock(t: TestApp, productId: string, stock: number, sold = 0): Promise<void> {
  await t.database.db.update(products).set({ stock, sold }).where(eq(products.id, productId));
  await t.app.services.catalog.reload();
}

export async function stockOf(t: TestApp, productId: string) {
  const [row] = await t.database.db.select({ stock: products.stock, sold: products.sold }).from(products).where(eq(products.id, productId));
  return row!;
}

export async function cartRows(t: TestApp, userId: string) {
  return t.database.db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .then((rows) => rows.map((r) => r.line));
}

export async function orderCounts(t: TestApp) {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [l] = await t.database.db.select({ n: count() }).from(orderLines);
  return { orders: o!.n, lines: l!.n };
}

export function checkoutBody(userId: string, extra: Record<string, unknown> = {}) {
  return {
    userId,
    username: "Sita Kumari Sharma",
    mail: "sita.sharma@example.com",
    phoneNumber: "9812345678",
    shippingAddress: {
      street: "Baneshwor 10",
      city: "Kathmandu",
      landMark: "Opposite the temple",
      shortnote: "Please call before coming",
      province: "Bagmati",
      district: "Kathmandu",
      municipality: "Kathmandu Metropolitan City",
    },
    ...extra,
  };
}

/** Waits until `check` holds (mail arrives asynchronously). */
export async function eventually<T>(read: () => T, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  let value = read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = read();
  }
  return value;
}
