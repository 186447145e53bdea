// No zod here: presence starts on every page, whose first load carries no schema library (decision 023).

/** Presence (docs/requirements/accounts.md#presence): events and timing shared by client and server. */
export const PRESENCE = {
  authPing: "auth-ping",
  guestPing: "guest-ping",
  intervalMs: 15_000,
  /** Counted online when seen within this window (three missed pings). */
  onlineWindowMs: 45_000,
} as const;
