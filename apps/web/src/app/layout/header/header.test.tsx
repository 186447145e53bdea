import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, CART_UPDATED_EVENT } from "@/lib/cart-storage";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { Header } from "./header";

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

function renderHeader(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<><Header /><CurrentUrl /></>} />
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
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }]));
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 3 }]));
    act(() => {
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(screen.getByRole("link", { name: "Cart, 5 items" })).toBeInTheDocument();
  });

  it("searches only with non-blank text", () => {
    renderHeader("/help");
    const box = screen.getByRole("searchbox", { name: "Search products" });
    const form = screen.getByRole("search");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.submit(form);
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent("/help");
    fireEvent.change(box, { target: { value: " galaxy a55 " } });
    fireEvent.submit(form);
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent("/products?search=galaxy%20a55");
  });

  it("opens the mobile drawer with the spec's links", () => {
    renderHeader("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    const labels = Array.from(drawer.querySelectorAll("a")).map((link) => link.textContent?.trim());
    expect(labels).toEqual(["Home", "About Us", "Products", "Contact Us", "Help", "Sign In"]);
  });
});
