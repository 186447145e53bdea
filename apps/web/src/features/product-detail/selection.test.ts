import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { makeProduct } from "@/testing/fixtures";
import { initialSelection, missingSelection, packQuantity, selectedPrice, selectionMessage } from "./selection";

const none = { color: null, model: null, variant: null, bundle: null };

afterEach(() => setLocale("en"));

describe("product option rules", () => {
  it("asks for each option group the product offers, colour first", () => {
    const product = makeProduct({
      color: [{ colorName: "Black" }],
      model: ["iPhone 15"],
      variant: [{ variantName: "8/256", variantSP: 60000 }],
    });
    expect(missingSelection(product, none)).toBe("color");
    expect(missingSelection(product, { ...none, color: "Black" })).toBe("model");
    expect(missingSelection(product, { ...none, color: "Black", model: "iPhone 15" })).toBe("variant");
    expect(missingSelection(product, { ...none, color: "Black", model: "iPhone 15", variant: "8/256" })).toBeNull();
  });

  it("words the message as the spec does", () => {
    expect(selectionMessage("color", "cart")).toBe("Please select a color before adding to cart");
    expect(selectionMessage("bundle", "buy")).toBe("Please select a quantity pack before proceeding");
  });

  it("words it in Nepali on the Nepali pages", () => {
    setLocale("ne");
    expect(selectionMessage("color", "cart")).toBe("कार्टमा थप्नुअघि कृपया रङ छान्नुहोस्");
    expect(selectionMessage("bundle", "buy")).toBe("अगाडि बढ्नुअघि कृपया प्याक छान्नुहोस्");
  });

  it("prices a chosen variant or pack, else the selling price", () => {
    const product = makeProduct({
      sellingPrice: 500,
      variant: [{ variantName: "Large", variantSP: 650 }],
      bundle: [
        { bundle: "1x", bundlePrice: 500 },
        { bundle: "3x", bundlePrice: 1200 },
      ],
    });
    expect(selectedPrice(product, none)).toBe(500);
    expect(selectedPrice(product, { ...none, variant: "Large" })).toBe(650);
    expect(selectedPrice(product, { ...none, bundle: "3x" })).toBe(1200);
    expect(initialSelection(product).bundle).toBe("1x");
    expect(packQuantity("3x")).toBe(3);
  });
});
