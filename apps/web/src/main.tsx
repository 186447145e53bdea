import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { App } from "./app/app";
import { basenameFor, createRouter, loadMatchedRoutes } from "./app/router";
import { routes } from "./app/routes";
import "./index.css";
import { applyLocale, startLocale } from "./lib/i18n/boot";
import { localeFromPath } from "./lib/i18n/locale";
import { captureInstallPrompt } from "./lib/install-prompt";
import { createQueryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { lazyPartsLoaded, startHydration } from "./lib/page-part";
import { holdTapsUntilReactListens } from "./lib/taps-before-react";

declare global {
  interface Window {
    /** React Router's browser router hydrates its loader data and errors from this on its own. */
    __staticRouterHydrationData?: unknown;
  }
}

/** The server's router state and query cache for this page (entry-server.tsx); absent in the app shell. */
function readServerState(): { router: unknown; queries: DehydratedState } | undefined {
  const text = document.getElementById("pasal-state")?.textContent;
  return text ? (JSON.parse(text) as { router: unknown; queries: DehydratedState }) : undefined;
}

captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing the #root element");

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // Server-rendered markup is hydrated; an empty #root (the service worker's offline shell, dev
  // mode, the shopper's own pages) is rendered from scratch.
  const state = root.hasChildNodes() ? readServerState() : undefined;
  const serverRendered = state !== undefined;
  // The server already chose the language (its URL, or a redirect from the remembered choice):
  // hydrate in that language. The app shell may still move to the remembered or browser's one.
  if (serverRendered) applyLocale(localeFromPath(window.location.pathname));
  else startLocale();
  if (serverRendered) startHydration(root);
  // React replays taps from hydrateRoot on; until then (the route's chunk loading), and until the
  // lazy parts' code is there, they are held (lib/taps-before-react.ts).
  const releaseTaps = serverRendered ? holdTapsUntilReactListens(root) : undefined;
  const basename = basenameFor(window.location.pathname);
  if (state) {
    window.__staticRouterHydrationData = state.router;
    hydrate(queryClient, state.queries);
    await loadMatchedRoutes(routes, window.location.pathname, basename);
  }
  const app = (
    <StrictMode>
      <App router={createRouter(basename)} queryClient={queryClient} />
    </StrictMode>
  );
  // React hydrates the root first, then each <Suspense> part of the page on its own (lib/page-part.tsx),
  // a tapped part before the others, replaying the tap (decision 031).
  if (serverRendered) {
    hydrateRoot(root, app);
    releaseTaps?.(lazyPartsLoaded());
  } else createRoot(root).render(app);
}

void start(container);
