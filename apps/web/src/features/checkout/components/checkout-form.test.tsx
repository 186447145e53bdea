import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { LOCATION_TREE, makeAuthUser } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { CHECKOUT_DRAFT_KEY } from "../checkout-draft";
import { cartOf, makeLine, renderCheckout } from "./checkout-test-utils";

const cart = vi.hoisted(() => ({ state: null as unknown }));
vi.mock("@/lib/cart", async (original) => ({ ...(await original<object>()), useCart: () => cart.state }));
vi.mock("./location-map", async () => ({ LocationMap: (await import("./checkout-test-utils")).FakeLocationMap }));

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm Order" }));

function fillValid() {
  type("First name", "Hari");
  type("Last name", "Bahadur Thapa");
  type("Email", "hari@example.com");
  type("Phone number", "9841234567");
  type("Address", "Thamel Marg 4");
}

describe("checkout form", () => {
  beforeEach(() => {
    cart.state = cartOf([makeLine()]);
    stubApi({ "/location": { body: LOCATION_TREE } });
  });
  afterEach(() => {
    toast.remove();
    sessionStorage.clear();
  });

  it("says what is missing or wrong on submit, and clears a field's error when it is edited", async () => {
    renderCheckout();
    confirm();
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required")).toBeInTheDocument();
    expect(input("First name")).toHaveAttribute("aria-invalid", "true");

    type("First name", "H");
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();

    type("Email", "hari@");
    type("Phone number", "9641234567");
    confirm();
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();
    expect(screen.getByText("Invalid phone number (10 digits)")).toBeInTheDocument();
    type("Phone number", "98412");
    expect(screen.queryByText("Invalid phone number (10 digits)")).not.toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveValue("Kathmandu");
  });

  it("says which shipping field is too long instead of refusing silently", async () => {
    renderCheckout();
    fillValid();
    type("Address", "x".repeat(201));
    confirm();
    expect(await screen.findByText("At most 200 characters")).toBeInTheDocument();
    expect(input("Address")).toHaveAttribute("aria-invalid", "true");
    type("Address", "Thamel Marg 4");
    expect(screen.queryByText("At most 200 characters")).not.toBeInTheDocument();
  });

  it("starts from the signed-in shopper's details, the full name split on the first space", async () => {
    const user = makeAuthUser({
      fullName: "Sita Kumari Sharma",
      shippingAddress: { address: "New Road 5", landmark: "Near Bishal Bazar", province: "Bagmati Province", district: "Kathmandu" },
    });
    cart.state = cartOf([makeLine()], user._id);
    renderCheckout({ user });
    expect(input("First name")).toHaveValue("Sita");
    expect(input("Last name")).toHaveValue("Kumari Sharma");
    expect(input("Email")).toHaveValue("sita@example.com");
    expect(input("Phone number")).toHaveValue("9812345678");
    expect(input("Address")).toHaveValue("New Road 5");
    expect(input("City")).toHaveValue("Kathmandu");
    expect(input("Landmark")).toHaveValue("Near Bishal Bazar");
    await waitFor(() => expect(screen.getByLabelText("Province")).toHaveValue("Bagmati Province"));
    expect(screen.getByLabelText("District")).toHaveValue("Kathmandu");
  });

  it("lets a guest sign in first, keeping the form, address and pin for the return", async () => {
    vi.stubGlobal("navigator", { ...navigator, geolocation: undefined });
    renderCheckout({ state: { buyNow: false } });
    fillValid();
    await waitFor(() => expect(screen.getByLabelText("Province")).toBeEnabled());
    fireEvent.change(screen.getByLabelText("Province"), { target: { value: "Gandaki Province" } });
    fireEvent.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(await screen.findByText("Geolocation not supported in this browser")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Pin test point" }));
    fireEvent.click(screen.getByRole("button", { name: "Have an account? Sign in" }));

    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/auth"));
    expect(JSON.parse(screen.getByRole("status", { name: "state" }).textContent!)).toEqual({ from: "checkout" });
    const draft = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!);
    expect(draft.form).toMatchObject({ firstName: "Hari", lastName: "Bahadur Thapa", phone: "9841234567", address: "Thamel Marg 4" });
    expect(draft.address.province).toBe("Gandaki Province");
    expect(draft.pin).toEqual({ lat: 27.7, lng: 85.3 });
    vi.unstubAllGlobals();
  });

  it("restores the saved form on the way back from signing in, over the account's details", async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        form: {
          firstName: "Hari",
          lastName: "Thapa",
          email: "hari@example.com",
          phone: "9841234567",
          address: "Thamel",
          city: "Lalitpur",
          landmark: "",
          shortnote: "Ring twice",
        },
        address: { province: "Gandaki Province", district: "Kaski", municipality: "" },
        pin: { lat: 27.7, lng: 85.3 },
      }),
    );
    const user = makeAuthUser();
    cart.state = cartOf([makeLine()], user._id);
    renderCheckout({ user, state: { fromAuth: true } });
    expect(input("First name")).toHaveValue("Hari");
    expect(input("City")).toHaveValue("Lalitpur");
    expect(screen.getByLabelText("Note for the delivery (optional)")).toHaveValue("Ring twice");
    expect(screen.getByText(/Location pinned/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("District")).toHaveValue("Kaski"));
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it("keeps a guest's saved form when they come back from /auth without signing in", () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ form: { firstName: "Hari", lastName: "Thapa", email: "hari@example.com", phone: "9841234567" }, address: {}, pin: null }),
    );
    renderCheckout();
    expect(input("First name")).toHaveValue("Hari");
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toBeNull();
  });

  it("opens the map centred on Kathmandu when the position is refused, and can close it", async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({} as GeolocationPositionError));
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    renderCheckout();
    expect(screen.queryByRole("region", { name: "Delivery location map" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(await screen.findByText("Couldn't get your location. Please allow permission.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Delivery location map" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close map" }));
    expect(screen.queryByRole("region", { name: "Delivery location map" })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("says what is missing in Nepali in the Nepali UI, from the shared English rules", async () => {
    setLocale("ne");
    try {
      renderCheckout();
      fireEvent.click(screen.getByRole("button", { name: "अर्डर पक्का गर्नुहोस्" }));
      expect(await screen.findByText("पहिलो नाम आवश्यक छ")).toBeInTheDocument();
      expect(screen.getByText("फोन नम्बर आवश्यक छ")).toBeInTheDocument();
      expect(screen.getByLabelText("पहिलो नाम")).toHaveAttribute("aria-invalid", "true");
      expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    } finally {
      setLocale("en");
    }
  });
});
