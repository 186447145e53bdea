import type { LocationTree } from "@pasal/shared";

/**
 * The three-step place choice of an address, by name as it is saved
 * (docs/requirements/accounts.md#profile-and-addresses).
 */
export type AddressSelection = { province: string; district: string; municipality: string };

export const EMPTY_ADDRESS_SELECTION: AddressSelection = { province: "", district: "", municipality: "" };

type LocalLevel = LocationTree["provinces"][number]["districts"][number]["localLevels"][number];

const TYPE_SUFFIX: Record<LocalLevel["type"], string> = {
  metropolitan: "Metropolitan City",
  "sub-metropolitan": "Sub-Metropolitan City",
  municipality: "Municipality",
  "rural-municipality": "Rural Municipality",
};

/** "Kathmandu" of type metropolitan reads "Kathmandu Metropolitan City", as shoppers write it. */
export const localLevelLabel = (level: Pick<LocalLevel, "name" | "type">) => `${level.name} ${TYPE_SUFFIX[level.type]}`;

// Changing a step clears the steps below it, which belonged to the old choice.
export function chooseProvince(current: AddressSelection, province: string): AddressSelection {
  return province === current.province ? current : { province, district: "", municipality: "" };
}

export function chooseDistrict(current: AddressSelection, district: string): AddressSelection {
  return district === current.district ? current : { ...current, district, municipality: "" };
}

export function chooseMunicipality(current: AddressSelection, municipality: string): AddressSelection {
  return { ...current, municipality };
}

/** The names offered at each step for the current choice. */
export function addressOptions(tree: LocationTree | undefined, selection: AddressSelection) {
  const provinces = tree?.provinces ?? [];
  const districts = provinces.find((p) => p.name === selection.province)?.districts ?? [];
  const localLevels = districts.find((d) => d.name === selection.district)?.localLevels ?? [];
  return {
    provinces: provinces.map((p) => p.name),
    districts: districts.map((d) => d.name),
    municipalities: localLevels.map(localLevelLabel),
  };
}
