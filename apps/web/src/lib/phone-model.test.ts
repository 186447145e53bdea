import { describe, expect, it } from "vitest";
import { cardTitle, matchModel, modelRange, readRememberedPhoneModel, rememberPhoneModel } from "./phone-model";

const IPHONE_16 = ["iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"];

describe("card title bracket substitution", () => {
  it("uses the longest model the remembered phone names", () => {
    expect(matchModel(IPHONE_16, "iPhone 16 Pro Max")).toBe("iPhone 16 Pro Max");
    expect(matchModel(IPHONE_16, "iphone 16 pro")).toBe("iPhone 16 Pro");
    expect(matchModel(IPHONE_16, "Apple iPhone 16 Plus 256GB")).toBe("iPhone 16 Plus");
    // "iPhone 16" must not match inside "iPhone 160".
    expect(matchModel(IPHONE_16, "iPhone 160")).toBeUndefined();
    expect(matchModel(IPHONE_16, undefined)).toBeUndefined();
  });

  it("swaps the bracketed part for the remembered model", () => {
    expect(cardTitle("Spigen Ultra Hybrid Case (iPhone 16)", IPHONE_16, "iPhone 16 Pro Max")).toBe("Spigen Ultra Hybrid Case (iPhone 16 Pro Max)");
    expect(cardTitle("Glass [iPhone 16]", IPHONE_16, "iPhone 16 Pro")).toBe("Glass [iPhone 16 Pro]");
  });

  it("falls back to the first-last range of models", () => {
    expect(cardTitle("Spigen Ultra Hybrid Case (iPhone 16)", IPHONE_16, "Galaxy S24")).toBe("Spigen Ultra Hybrid Case (iPhone 16 - iPhone 16 Pro Max)");
    expect(modelRange(["Pixel 9"])).toBe("Pixel 9");
  });

  it("leaves products without models or brackets alone", () => {
    expect(cardTitle("Lenovo LOQ 15 (i5, RTX 3050)", [], "iPhone 16")).toBe("Lenovo LOQ 15 (i5, RTX 3050)");
    expect(cardTitle("Anker Nano Charger", IPHONE_16, "iPhone 16")).toBe("Anker Nano Charger");
  });

  it("remembers the phone for the session", () => {
    expect(readRememberedPhoneModel()).toBeUndefined();
    rememberPhoneModel("  ");
    expect(readRememberedPhoneModel()).toBeUndefined();
    rememberPhoneModel("iPhone 16 Pro");
    expect(readRememberedPhoneModel()).toBe("iPhone 16 Pro");
    sessionStorage.clear();
  });
});
