import { act, renderHook } from "@testing-library/react";
import { io } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESENCE } from "@pasal/shared";
import { fakeSockets } from "@/testing/fake-socket";
import { makeAuthUser } from "@/testing/fixtures";
import { useAuthStore } from "./auth-store";
import { GUEST_ID_KEY } from "./guest-id";
import { PRESENCE_SOCKET_OPTIONS, usePresence } from "./use-presence";

const latestSocket = () => fakeSockets.at(-1)!;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

/**
 * The socket connects once the page is idle (whenIdle: at most 3 s) and its chunk has loaded; the
 * page's first connection waits 5 s more.
 */
const afterIdle = () => advance(8_000);

describe("usePresence", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(io).mockClear();
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
  });
  afterEach(() => vi.useRealTimers());

  it("waits for the session check before connecting", () => {
    useAuthStore.setState({ isCheckingAuth: true });
    renderHook(() => usePresence());
    expect(io).not.toHaveBeenCalled();
  });

  it("waits 5 s after the load and for the page to be idle before loading socket.io and connecting, the first time only", async () => {
    const first = renderHook(() => usePresence());
    await advance(4_000);
    expect(io).not.toHaveBeenCalled();
    await advance(4_000);
    expect(io).toHaveBeenCalledTimes(1);
    first.unmount();

    // Later connections (a sign-in, another mount) wait only for the page to be idle.
    renderHook(() => usePresence());
    await advance(3_000);
    expect(io).toHaveBeenCalledTimes(2);
  });

  it("never connects when unmounted before the page was idle", async () => {
    const { unmount } = renderHook(() => usePresence());
    unmount();
    await afterIdle();
    expect(io).not.toHaveBeenCalled();
  });

  it("pings as a guest on connect, every 15 s, on pagehide and on unmount, with one lasting guest_id", async () => {
    const { unmount } = renderHook(() => usePresence());
    await afterIdle();
    expect(io).toHaveBeenCalledWith(PRESENCE_SOCKET_OPTIONS);
    const socket = latestSocket();
    act(() => socket.simulateConnect());
    const guestId = localStorage.getItem(GUEST_ID_KEY);
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(socket.emitted).toEqual([[PRESENCE.guestPing, { guest_id: guestId }]]);

    act(() => vi.advanceTimersByTime(PRESENCE.intervalMs * 2));
    expect(socket.emitted).toHaveLength(3);
    window.dispatchEvent(new Event("pagehide"));
    expect(socket.emitted).toHaveLength(4);

    unmount();
    expect(socket.emitted).toHaveLength(5);
    expect(new Set(socket.emitted.map((entry) => JSON.stringify(entry))).size).toBe(1);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it("sends auth-ping when signed in and reconnects when the visitor signs out", async () => {
    useAuthStore.setState({ authUser: makeAuthUser() });
    renderHook(() => usePresence());
    await afterIdle();
    const first = latestSocket();
    act(() => first.simulateConnect());
    expect(first.emitted).toEqual([[PRESENCE.authPing]]);

    act(() => useAuthStore.setState({ authUser: null }));
    expect(first.disconnect).toHaveBeenCalled();
    await afterIdle();
    const second = latestSocket();
    expect(second).not.toBe(first);
    act(() => second.simulateConnect());
    expect(second.emitted[0]?.[0]).toBe(PRESENCE.guestPing);
  });
});
