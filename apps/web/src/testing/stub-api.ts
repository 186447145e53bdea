import { vi } from "vitest";

type Route = { status?: number; body: unknown };

/** Answers `/api/...` calls from a table keyed by path prefix; anything else is a 404. */
export function stubApi(routes: Record<string, Route | ((url: URL) => Route)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const entry = match ? routes[match]! : { status: 404, body: { message: "Not found" } };
    const { status = 200, body } = typeof entry === "function" ? entry(url) : entry;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the first call to `/api{path}`, or undefined when there was none. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api${path}`);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
