import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { SearchPage } from "./search-page";

const results = { results: [{ ...makeProduct(), score: 412.5 }], total: 1 };

describe("SearchPage", () => {
  it("runs the search on Enter and lists results without their score", async () => {
    const fetchMock = stubApi({ "/predict/search": { body: results }, "/predict/suggest": { body: { suggestions: [] } } });
    renderWithProviders(<SearchPage />, { path: "/search" });
    const box = screen.getByPlaceholderText("Search products or models…");
    fireEvent.change(box, { target: { value: "galaxy" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByRole("link", { name: "Galaxy A55 5G" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Results for “galaxy”" })).toBeInTheDocument();
    expect(screen.queryByText(/412/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/predict/search?q=galaxy&limit=12");
  });

  it("fills the box from a picked suggestion, closes the list and searches", async () => {
    stubApi({ "/predict/search": { body: results }, "/predict/suggest": { body: { suggestions: ["galaxy a55", "galaxy s24"] } } });
    renderWithProviders(<SearchPage />, { path: "/search" });
    const box = screen.getByRole("combobox", { name: "Search products or models" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "gal" } });
    fireEvent.click(await screen.findByRole("option", { name: "galaxy a55" }));
    expect(box).toHaveValue("galaxy a55");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(await screen.findByText("1 result")).toBeInTheDocument();
  });

  it("heads the results with the words searched, as typed (Nepali too)", async () => {
    stubApi({ "/predict/search": { body: results }, "/predict/suggest": { body: { suggestions: [] } } });
    renderWithProviders(<SearchPage />, { path: `/search?q=${encodeURIComponent("mobile ko cover")}` });
    expect(await screen.findByRole("heading", { level: 2, name: "Results for “mobile ko cover”" })).toBeInTheDocument();
  });

  it("says so when search is unavailable", async () => {
    stubApi({ "/predict/search": { status: 500, body: { message: "down" } } });
    renderWithProviders(<SearchPage />, { path: "/search?q=pixel" });
    expect(await screen.findByText("Search is unavailable right now")).toBeInTheDocument();
  });
});
