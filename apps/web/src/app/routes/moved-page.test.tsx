import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/testing/stub-api";
import { routes } from "../routes";

describe("the one About page", () => {
  it("moves /about to /aboutus, replacing the history entry and keeping the query and section", async () => {
    stubApi({
      "/shop": {
        body: { name: "Pasal", tagline: "", phones: [], email: "", address: "", supportHours: "", returnDays: 14, copyrightYear: 2026, googleSignIn: false },
      },
    });
    const router = createMemoryRouter(routes, { initialEntries: ["/", "/about?ref=mail#legal"], initialIndex: 1 });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Electronics for every corner of Nepal" })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: "/aboutus", search: "?ref=mail", hash: "#legal" });
    // Replaced, not pushed: Back leaves the About page instead of bouncing through /about again.
    expect(router.state.historyAction).toBe("REPLACE");
    // The About screen loads lazily, which takes seconds on a busy machine.
  }, 20_000);
});
