import { useEffect } from "react";
import type { ManagerOptions, Socket, SocketOptions } from "socket.io-client";
import { PRESENCE } from "@pasal/shared";
import { useAuthStore } from "./auth-store";
import { getGuestId } from "./guest-id";
import { whenIdle } from "./when-idle";

/** Never give up, back off from 1 s to 5 s with jitter (docs/requirements/accounts.md#presence). */
export const PRESENCE_SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: "/socket.io",
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
};

/**
 * Tells the server this visitor is here: on connect, every 15 s, and once more when leaving
 * (docs/requirements/accounts.md#presence). The server reads the signed-in user from the session cookie,
 * so the socket reconnects whenever the visitor signs in or out to present the new cookie.
 *
 * socket.io-client is loaded and connected only once the page is idle, a few seconds after it has
 * loaded: it is not part of any page's first download, and its ~40 KB and handshake stay out of
 * the seconds in which a phone draws and hydrates the page (decision 023). A visitor counted a
 * few seconds late changes nothing.
 */
const CONNECT_AFTER_LOAD_MS = 5_000;
/** Only the page's first connection waits; a sign-in or sign-out reconnects at the next idle moment. */
let firstConnection = true;

export function usePresence(): void {
  const signedIn = useAuthStore((state) => state.authUser !== null);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);

  useEffect(() => {
    // Wait for the session check, or a returning user would first be counted as a guest.
    if (isCheckingAuth) return;
    let socket: Socket | undefined;
    let stopped = false;
    const ping = () => {
      if (!socket?.connected) return;
      if (signedIn) socket.emit(PRESENCE.authPing);
      else socket.emit(PRESENCE.guestPing, { guest_id: getGuestId() });
    };
    const cancelConnect = whenIdle(
      () => {
        firstConnection = false;
        import("socket.io-client")
          .then(({ io }) => {
            if (stopped) return;
            socket = io(PRESENCE_SOCKET_OPTIONS);
            socket.on("connect", ping);
          })
          // The chunk could not load (offline with no cached copy): presence is best effort, and
          // the next sign-in change or page load tries again.
          .catch(() => {});
      },
      firstConnection ? CONNECT_AFTER_LOAD_MS : 0,
    );
    const timer = window.setInterval(ping, PRESENCE.intervalMs);
    window.addEventListener("pagehide", ping);

    return () => {
      stopped = true;
      cancelConnect();
      ping();
      window.clearInterval(timer);
      window.removeEventListener("pagehide", ping);
      socket?.off("connect", ping);
      socket?.disconnect();
    };
  }, [signedIn, isCheckingAuth]);
}
