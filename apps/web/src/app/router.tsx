import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { basenameFor as basenameForLocale, localeFromPath } from "@/lib/i18n/locale";
import { routes } from "./routes";

/** The Nepali storefront lives under /ne (docs/requirements/nepali.md#nepali-ui); English has none. */
export const NEPALI_BASENAME = "/ne";

/** The router's basename for an address: its language's prefix (lib/i18n/locale.ts), "" for English. */
export function basenameFor(pathname: string): string {
  return basenameForLocale(localeFromPath(pathname)) ?? "";
}

/**
 * Loads the lazy screens the address matches before the first render, so hydration finds the
 * same components the server rendered (no fallback spinner in between, no mismatch).
 */
export async function loadMatchedRoutes(table: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(table, pathname, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router. After a server render it picks up the server's loader data and errors
 * from window.__staticRouterHydrationData (written by entry-server.tsx) on its own.
 */
export function createRouter(basename: string) {
  return createBrowserRouter(routes, { basename: basename || undefined });
}

export type AppRouter = ReturnType<typeof createRouter>;
