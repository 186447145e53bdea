/**
 * A guest is known by a random id kept in local storage, created once
 * (docs/requirements/accounts.md#presence).
 */
export const GUEST_ID_KEY = "guest_id";

// Used only when storage is blocked (private mode, quota), so the id still holds for this page.
let pageOnlyId: string | undefined;

export function getGuestId(): string {
  try {
    const existing = localStorage.getItem(GUEST_ID_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(GUEST_ID_KEY, created);
    return created;
  } catch {
    pageOnlyId ??= crypto.randomUUID();
    return pageOnlyId;
  }
}
