import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_DRAFT_KEY, readCheckoutDraft } from "./checkout-draft";
import { cityOf, followCity, splitFullName } from "./checkout-values";

describe("splitFullName", () => {
  it("splits on the first space only", () => {
    expect(splitFullName("  Sita Kumari Sharma ")).toEqual({ firstName: "Sita", lastName: "Kumari Sharma" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});

describe("readCheckoutDraft", () => {
  afterEach(() => sessionStorage.clear());

  it("reads a draft defensively: odd values fall back, a bad pin is dropped, junk is no draft", () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ form: { firstName: "Hari", city: 5 }, pin: { lat: "x" } }));
    expect(readCheckoutDraft()).toEqual({
      form: { firstName: "Hari", lastName: "", email: "", phone: "", address: "", city: "Kathmandu", landmark: "", shortnote: "" },
      address: { province: "", district: "", municipality: "" },
      pin: null,
    });
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, "not json");
    expect(readCheckoutDraft()).toBeNull();
  });
});

describe("the city follows the place choice", () => {
  const place = (district: string, municipality = "") => ({ province: "Bagmati Province", district, municipality });
  it("takes the local level's own name, else the district's", () => {
    expect(cityOf(place("Kaski", "Pokhara Metropolitan City"))).toBe("Pokhara");
    expect(cityOf(place("Kathmandu", "Kirtipur Municipality"))).toBe("Kirtipur");
    expect(cityOf(place("Bhojpur", "Aamchok Rural Municipality"))).toBe("Aamchok");
    expect(cityOf(place("Lalitpur"))).toBe("Lalitpur");
  });
  it("replaces the default or the implied city, never one the shopper typed", () => {
    expect(followCity("Kathmandu", place(""), place("Kaski"))).toBe("Kaski");
    expect(followCity("Kaski", place("Kaski"), place("Kaski", "Pokhara Metropolitan City"))).toBe("Pokhara");
    expect(followCity("", place(""), place("Jhapa"))).toBe("Jhapa");
    expect(followCity("Panga", place("Kathmandu"), place("Kaski"))).toBe("Panga");
  });
});
