import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AboutUsPage } from "./about-us-page";

describe("about us page", () => {
  it("switches between the company, team, values, history and group tabs", () => {
    renderWithProviders(<AboutUsPage />, { path: "/aboutus" });
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Company", "Team", "Values", "History", "Group"]);
    expect(screen.getByRole("tab", { name: "Company" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "The people who lead Pasal" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Team" }));
    expect(screen.getByRole("tabpanel", { name: "Team" }).querySelectorAll("li")).toHaveLength(5);

    fireEvent.keyDown(screen.getByRole("tab", { name: "Team" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Values" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Values" }).querySelectorAll("li")).toHaveLength(6);

    fireEvent.click(screen.getByRole("tab", { name: "History" }));
    expect(screen.getByRole("tabpanel", { name: "History" }).querySelectorAll("li")).toHaveLength(5);
    fireEvent.click(screen.getByRole("tab", { name: "Group" }));
    expect(screen.getByRole("tabpanel", { name: "Group" }).querySelectorAll("li")).toHaveLength(4);

    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Shop products" })).toHaveAttribute("href", "/products");
  });
});
