import { useState } from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOCATION_TREE } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { AddressPicker } from "./address-picker";
import { EMPTY_ADDRESS_SELECTION } from "./address-selection";

function Harness() {
  const [value, setValue] = useState(EMPTY_ADDRESS_SELECTION);
  return <AddressPicker value={value} onChange={setValue} />;
}

const province = () => screen.getByRole("combobox", { name: "Province" });
const district = () => screen.getByRole("combobox", { name: "District" });
const localLevel = () => screen.getByRole("combobox", { name: "Municipality / local level" });

describe("AddressPicker", () => {
  it("unlocks each step after the one above and clears lower steps on change", async () => {
    const fetchMock = stubApi({ "/location": { body: LOCATION_TREE } });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(province()).toBeEnabled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/location?lang=english&shape=full");
    expect(district()).toBeDisabled();
    expect(localLevel()).toBeDisabled();

    fireEvent.change(province(), { target: { value: "Bagmati Province" } });
    expect(district()).toBeEnabled();
    expect(localLevel()).toBeDisabled();
    fireEvent.change(district(), { target: { value: "Kathmandu" } });
    expect(localLevel()).toBeEnabled();
    fireEvent.change(localLevel(), { target: { value: "Kathmandu Metropolitan City" } });
    expect(localLevel()).toHaveValue("Kathmandu Metropolitan City");

    // A new district drops the local level of the old one.
    fireEvent.change(district(), { target: { value: "Lalitpur" } });
    expect(localLevel()).toHaveValue("");
    fireEvent.change(localLevel(), { target: { value: "Lalitpur Metropolitan City" } });

    // A new province drops both district and local level.
    fireEvent.change(province(), { target: { value: "Gandaki Province" } });
    expect(district()).toHaveValue("");
    expect(localLevel()).toHaveValue("");
    expect(localLevel()).toBeDisabled();
    expect(Array.from(district().querySelectorAll("option")).map((o) => o.textContent)).toEqual(["Select district", "Kaski"]);
  });
});
