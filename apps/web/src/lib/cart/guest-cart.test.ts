import { describe, expect, it, vi } from "vitest";
import type { CartLine } from "@pasal/shared";
import { clearBuyNow, readBuyNow, saveBuyNow } from "./buy-now";
import { addGuestLine, readGuestCart, removeGuestLine, setGuestQuantity } from "./guest-cart";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  id: "p1",
  modelName: "Galaxy A55",
  name: "Galaxy A55 5G",
  price: 52999,
  quantity: 1,
  image: "/a55.svg",
  stock: 3,
  color: "",
  variant: "",
  model: "",
  bundle: "",
  ...overrides,
});

const stored = () => JSON.parse(localStorage.getItem("cart")!) as CartLine[];

describe("guest cart", () => {
  it("adds a new line, then grows the identical line and fires cartUpdated each time", () => {
    const changed = vi.fn();
    window.addEventListener("cartUpdated", changed);
    expect(addGuestLine(line())).toEqual({ ok: true, message: "Product added to cart" });
    expect(addGuestLine(line({ quantity: 2 }))).toEqual({ ok: true, message: "Product quantity updated in cart" });
    window.removeEventListener("cartUpdated", changed);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]!.quantity).toBe(3);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it("treats an old line's fallback texts as no choice, but a different colour as another line", () => {
    localStorage.setItem("cart", JSON.stringify([{ ...line(), color: "No color chosen", variant: "No variant chosen" }]));
    addGuestLine(line());
    expect(stored()).toEqual([expect.objectContaining({ quantity: 2, color: "" })]);
    addGuestLine(line({ color: "Lilac" }));
    expect(stored()).toHaveLength(2);
  });

  it("refuses to go past the stock", () => {
    addGuestLine(line({ quantity: 2 }));
    expect(addGuestLine(line({ quantity: 2 }))).toEqual({ ok: false, message: "Cannot add more than available stock (3)" });
    expect(stored()[0]!.quantity).toBe(2);
  });

  it("converts the object form and clears corrupt data without throwing", () => {
    localStorage.setItem("cart", JSON.stringify({ p1: { ...line(), quantity: 2 }, junk: { name: "no id" } }));
    expect(readGuestCart()).toEqual([line({ quantity: 2 })]);
    expect(Array.isArray(stored())).toBe(true);
    localStorage.setItem("cart", "{not json");
    expect(readGuestCart()).toEqual([]);
    expect(localStorage.getItem("cart")).toBeNull();
    localStorage.setItem("cart", "42");
    expect(readGuestCart()).toEqual([]);
  });

  it("changes and removes only the matching line", () => {
    addGuestLine(line());
    addGuestLine(line({ variant: "12/256" }));
    setGuestQuantity(line({ variant: "12/256" }), 3);
    removeGuestLine(line());
    expect(stored()).toEqual([expect.objectContaining({ variant: "12/256", quantity: 3 })]);
  });
});

describe("buy now", () => {
  it("keeps one line in session storage", () => {
    saveBuyNow(line({ bundle: "3x", quantity: 2 }));
    expect(readBuyNow()).toEqual(line({ bundle: "3x", quantity: 2 }));
    clearBuyNow();
    expect(readBuyNow()).toBeNull();
  });
});
