import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { renderApp, signInAs } from "./testing/render-admin";

const sidebarLinks = () =>
  within(screen.getByRole("navigation", { name: "Back office" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("back office access", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("sends a guest to the sign-in page", async () => {
    stubApi({});
    const router = renderApp("/admin/orders");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("shows a customer a 403 page and no back office", async () => {
    useAuthStore.setState({ authUser: makeAuthUser({ role: "customer" }), isCheckingAuth: false });
    stubApi({});
    renderApp("/admin");
    expect(await screen.findByRole("heading", { name: "You can't open this page" })).toBeInTheDocument();
    expect(screen.getByText("403")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
  });

  it("shows the owner every section", async () => {
    const me = signInAs("owner");
    stubApi({ "/admin/me": { body: me } });
    renderApp("/admin/orders");
    await screen.findByRole("navigation", { name: "Back office" });
    expect(sidebarLinks()).toEqual([
      "Dashboard",
      "Orders",
      "Products",
      "Stock",
      "Customers",
      "Moderation",
      "Inbox",
      "Staff",
      "Settings",
      "Audit",
      "Sales register",
    ]);
  });

  it("hides from support what the role cannot do, and answers 403 for a typed address", async () => {
    const me = signInAs("support");
    stubApi({ "/admin/me": { body: me } });
    renderApp("/admin/staff");
    await screen.findByRole("navigation", { name: "Back office" });
    expect(sidebarLinks()).toEqual(["Dashboard", "Orders", "Products", "Customers", "Moderation", "Inbox"]);
    expect(await screen.findByRole("heading", { name: "You can't open this page" })).toBeInTheDocument();
  });
});
