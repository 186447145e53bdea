import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { LOCATION_TREE, makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { ProfilePage } from "./profile-page";

const user = makeAuthUser({ shippingAddress: { address: "Old Road 1", city: "Pokhara" } });

function renderProfile(who = user) {
  useAuthStore.setState({ authUser: who, isCheckingAuth: false });
  return renderWithProviders(<ScreenWithToasts path="/profile" element={<ProfilePage user={who} orders={<p>The orders list</p>} />} />, { path: "/profile" });
}

const nav = () => screen.getByRole("navigation", { name: "Account" });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("profile page", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));
  afterEach(() => toast.remove());

  it("shows the details, then saves an edited address chosen with the picker", async () => {
    const saved = makeAuthUser({
      fullName: "Sita K. Sharma",
      shippingAddress: {
        address: "New Road 5",
        city: "Kathmandu",
        landmark: "",
        province: "Bagmati Province",
        district: "Kathmandu",
        municipality: "Kathmandu Metropolitan City",
      },
    });
    const fetchMock = stubApi({
      "/location": { body: LOCATION_TREE },
      "/auth/update-user": { body: { message: "Profile updated successfully", user: saved } },
    });
    renderProfile();
    expect(screen.getByText("Old Road 1")).toBeInTheDocument();
    expect(
      within(nav())
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["Profile", "Change Password", "Orders", "Logout"]);

    fireEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
    const province = await screen.findByRole("combobox", { name: "Province" });
    await waitFor(() => expect(province).toBeEnabled());
    type("Full name", "Sita K. Sharma");
    fireEvent.change(province, { target: { value: "Bagmati Province" } });
    fireEvent.change(screen.getByRole("combobox", { name: "District" }), { target: { value: "Kathmandu" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Municipality / local level" }), {
      target: { value: "Kathmandu Metropolitan City" },
    });
    type("Street address", "New Road 5");
    type("City", "Kathmandu");
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/auth/update-user")).toEqual({
      id: "u1",
      userData: {
        fullName: "Sita K. Sharma",
        email: "sita@example.com",
        phoneNumber: "9812345678",
        address: "New Road 5",
        city: "Kathmandu",
        landmark: "",
        shippingAddress: {
          address: "New Road 5",
          city: "Kathmandu",
          landmark: "",
          province: "Bagmati Province",
          district: "Kathmandu",
          municipality: "Kathmandu Metropolitan City",
        },
      },
    });
    expect(useAuthStore.getState().authUser).toEqual(saved);
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("keeps edit mode and says so when the update fails; Cancel returns to the view", async () => {
    stubApi({ "/location": { body: LOCATION_TREE }, "/auth/update-user": { status: 500, body: {} } });
    renderProfile();
    fireEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Couldn't update your info")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Old Road 1")).toBeInTheDocument();
  });

  it("changes the password, calling out a mismatch first", async () => {
    const fetchMock = stubApi({ "/auth/change-password": { body: { message: "Password changed successfully" } } });
    renderProfile();
    fireEvent.click(within(nav()).getByRole("button", { name: "Change Password" }));
    type("Current password", "secret123");
    type("New password", "newpass1");
    type("Confirm new password", "newpass2");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("New passwords don't match!");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("change-password"))).toBe(false);

    type("Confirm new password", "newpass1");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Password changed successfully")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("reports a wrong current password", async () => {
    stubApi({ "/auth/change-password": { status: 400, body: { message: "Incorrect current password" } } });
    renderProfile();
    fireEvent.click(within(nav()).getByRole("button", { name: "Change Password" }));
    type("Current password", "nope-nope");
    type("New password", "newpass1");
    type("Confirm new password", "newpass1");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Incorrect current password")).toBeInTheDocument();
  });

  it("hides Change Password from Google accounts", () => {
    stubApi({});
    renderProfile(makeAuthUser({ isGoogle: true }));
    expect(within(nav()).queryByRole("button", { name: "Change Password" })).not.toBeInTheDocument();
    fireEvent.click(within(nav()).getByRole("button", { name: "Orders" }));
    expect(screen.getByText("The orders list")).toBeInTheDocument();
  });

  it("logs out with a POST and goes home", async () => {
    const fetchMock = stubApi({ "/auth/logout": { body: { message: "Logged out successfully" } } });
    renderProfile();
    fireEvent.click(within(nav()).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent(/^\/$/));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(useAuthStore.getState().authUser).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === "/api/auth/logout");
    expect(logoutCall?.[1]?.method).toBe("POST");
  });
});
