import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, CART_UPDATED_EVENT } from "@/lib/cart/guest-cart";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { Header } from "./header";

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

function renderHeader(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Header />
            <CurrentUrl />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

describe("Header", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("keeps Products highlighted on a product page, and only Products", () => {
    renderHeader("/products/Galaxy-A55");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Products");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("shows Sign In and hides Orders when signed out; Orders and Profile when signed in", () => {
    const { unmount } = renderHeader("/");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
    unmount();
    useAuthStore.setState({ authUser: makeAuthUser() });
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/order");
    expect(screen.getByRole("link", { name: "Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("counts cart quantities and refreshes on cartUpdated", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: "p1", quantity: 2 }]));
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { productId: "p1", quantity: 2 },
        { productId: "p2", quantity: 3 },
      ]),
    );
    act(() => {
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(screen.getByRole("link", { name: "Cart, 5 items" })).toBeInTheDocument();
  });

  it("searches only with non-blank text", () => {
    renderHeader("/help");
    const box = screen.getByRole("combobox", { name: "Search products" });
    const form = screen.getByRole("search");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.submit(form);
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent("/help");
    fireEvent.change(box, { target: { value: " galaxy a55 " } });
    fireEvent.submit(form);
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent("/products?search=galaxy%20a55");
  });

  it("suggests phrases while typing; picking one searches it and closes the list", async () => {
    stubApi({ "/predict/suggest": { body: { suggestions: ["galaxy a55", "galaxy s24 ultra"] } } });
    renderHeader("/products?category=Phone");
    const box = screen.getByRole("combobox", { name: "Search products" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "gal" } });
    fireEvent.click(await screen.findByRole("option", { name: "galaxy s24 ultra" }));
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent("/products?search=galaxy%20s24%20ultra");
    expect(box).toHaveValue("galaxy s24 ultra");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("closes the suggestions on a click outside", async () => {
    stubApi({ "/predict/suggest": { body: { suggestions: ["pixel 9"] } } });
    renderHeader("/");
    const box = screen.getByRole("combobox", { name: "Search products" });
    fireEvent.change(box, { target: { value: "pix" } });
    expect(await screen.findByRole("option", { name: "pixel 9" })).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("opens the mobile drawer with the spec's links", () => {
    renderHeader("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    const labels = Array.from(drawer.querySelectorAll("a")).map((link) => link.textContent?.trim());
    expect(labels).toEqual(["Home", "About Us", "Products", "Contact Us", "Help", "Sign In"]);
  });
});
