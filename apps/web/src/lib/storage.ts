/**
 * JSON in local or session storage. Storage can be blocked (private mode, sandboxed frames) or
 * hold anything an older release wrote, so reads fall back and writes may silently do nothing.
 */
export type StorageArea = "local" | "session";

function area(which: StorageArea): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text itself (a stable snapshot for `useSyncExternalStore`), or null. */
export function readText(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson(which: StorageArea, key: string): unknown {
  try {
    const raw = area(which)?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(which: StorageArea, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the feature simply forgets.
  }
}

export function removeKey(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A `useSyncExternalStore` subscription for a value kept in storage: it changes when this tab
 * fires `changedEvent` after writing, or when another tab writes (the `storage` event).
 */
export function subscribeToStored(changedEvent: string) {
  return (onChange: () => void) => {
    window.addEventListener(changedEvent, onChange);
    window.addEventListener("storage", onChange);
    return () => {
      window.removeEventListener(changedEvent, onChange);
      window.removeEventListener("storage", onChange);
    };
  };
}
