import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_DRAFT_KEY, readCheckoutDraft } from "./checkout-draft";
import { splitFullName } from "./checkout-values";

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
