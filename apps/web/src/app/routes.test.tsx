import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("route table", () => {
  it("shows the not-found page with a way home for an unknown address", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Oops! Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["/help", "Help Center"],
    ["/careers", "Join Our Team"],
    ["/wishlist", "Your Wishlist"],
  ])("loads the screen of %s on its first visit", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("sends a signed-out visitor from /profile to /auth", async () => {
    const router = renderAt("/profile");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("renders the product page for the id wrapper route", async () => {
    renderAt("/product/unknown-id");
    // The stubbed API answers 404 for everything.
    expect(await screen.findByRole("heading", { name: "Product not found" })).toBeInTheDocument();
  });
});
