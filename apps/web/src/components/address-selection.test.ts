import { describe, expect, it } from "vitest";
import { LOCATION_TREE } from "@/testing/fixtures";
import { addressOptions, chooseDistrict, chooseMunicipality, chooseProvince } from "./address-selection";

const full = { province: "Bagmati Province", district: "Kathmandu", municipality: "Kathmandu Metropolitan City" };

describe("address selection rules", () => {
  it("clears district and local level when the province changes", () => {
    expect(chooseProvince(full, "Gandaki Province")).toEqual({ province: "Gandaki Province", district: "", municipality: "" });
  });

  it("clears only the local level when the district changes", () => {
    expect(chooseDistrict(full, "Lalitpur")).toEqual({ ...full, district: "Lalitpur", municipality: "" });
  });

  it("keeps everything when the same choice is made again", () => {
    expect(chooseProvince(full, full.province)).toBe(full);
    expect(chooseDistrict(full, full.district)).toBe(full);
    expect(chooseMunicipality(full, "Kirtipur Municipality")).toEqual({ ...full, municipality: "Kirtipur Municipality" });
  });

  it("offers each step's names for the choice above it, local levels with their kind", () => {
    expect(addressOptions(LOCATION_TREE, full)).toEqual({
      provinces: ["Bagmati Province", "Gandaki Province"],
      districts: ["Kathmandu", "Lalitpur"],
      municipalities: ["Kathmandu Metropolitan City", "Kirtipur Municipality"],
    });
    expect(addressOptions(undefined, full)).toEqual({ provinces: [], districts: [], municipalities: [] });
  });
});
