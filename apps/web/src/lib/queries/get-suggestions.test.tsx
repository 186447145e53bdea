import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/testing/stub-api";
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from "./get-suggestions";

function setup() {
  const fetchMock = stubApi({
    "/predict/suggest": (url) => ({ body: { suggestions: [`${url.searchParams.get("q")} case`, "galaxy s24"] } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ text }) => useSuggestions(text), { wrapper, initialProps: { text: "" } });
  const suggestCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/predict/suggest"));
  return { ...hook, suggestCalls };
}

describe("useSuggestions", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks once, for the latest text, after typing pauses for 350 ms", async () => {
    const { result, rerender, suggestCalls } = setup();
    for (const text of ["g", "ga", "gal", "gala"]) {
      rerender({ text });
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 100));
    }
    expect(suggestCalls()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(suggestCalls()).toEqual(["/api/predict/suggest?q=gala"]);
    await vi.waitFor(() => expect(result.current).toEqual(["gala case", "galaxy s24"]));
  });

  it("never asks for blank text and clears as soon as the box is emptied", async () => {
    const { result, rerender, suggestCalls } = setup();
    rerender({ text: "   " });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
    expect(suggestCalls()).toEqual([]);

    rerender({ text: "pixel" });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));
    await vi.waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ text: "" });
    expect(result.current).toEqual([]);
  });
});
