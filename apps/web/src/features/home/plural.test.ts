import { CATEGORY_NAMES } from "@pasal/shared";
import { describe, expect, it } from "vitest";
import { pluralize } from "./plural";

describe("pluralize", () => {
  it("reads naturally for every category the shop sells", () => {
    expect(CATEGORY_NAMES.map(pluralize)).toEqual([
      "Phones",
      "Covers",
      "Chargers",
      "Screen Protectors",
      "Laptops",
      "Powerbanks",
      "Earbuds",
      "Smartwatches",
      "Speakers",
    ]);
  });
});
