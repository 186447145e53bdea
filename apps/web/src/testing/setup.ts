import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { fakeSockets } from "./fake-socket";

// Lazily loaded screens (the router's `lazy` routes) can take over a second to import on a
// loaded CI machine; findBy* waits up to 5 s instead of the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  fakeSockets.length = 0;
});

// No socket server in jsdom: the presence hook gets fake sockets that never connect by themselves.
vi.mock("socket.io-client", async () => {
  const { createFakeSocket } = await import("./fake-socket");
  return { io: vi.fn(() => createFakeSocket()) };
});

// jsdom has no layout engine: give motion and the carousel the observers they expect.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal("IntersectionObserver", NoopObserver);
vi.stubGlobal("ResizeObserver", NoopObserver);
window.scrollTo = () => {};

// No test reaches a real server: unless a test stubs fetch itself, every call answers 404.
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response(JSON.stringify({ message: "Not found" }), { status: 404 })),
);
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
