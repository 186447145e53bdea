/**
 * The server renderer (docs/requirements/performance.md#server-rendering, decision 022): React Router's
 * own static handler runs the matched routes' loaders (app/ssr/route-data.ts), which fill this request's
 * query cache by calling the API in-process; the same components the browser hydrates render it to HTML,
 * streamed by React (`renderToPipeableStream`) with the page's `<Suspense>` parts marked for selective
 * hydration (decision 031). Built by `vite build --ssr` into dist-server/ and loaded by apps/server
 * (plugins/ssr.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { AppProvider } from "./app/provider";
import { basenameFor, NEPALI_BASENAME } from "./app/router";
import { routes } from "./app/routes";
import { jsonForScript, renderHead } from "./app/ssr/head";
import { CLIENT_ONLY_ROUTES, ROUTE_DATA } from "./app/ssr/route-data";
import { setApiTransport } from "./lib/api-client";
import { localeFromPath, readLocaleFrom, type Locale } from "./lib/i18n/locale";
import { FALLBACK_SHOP_NAME, shopInfoQueryOptions } from "./lib/queries/get-shop-info";
import { createQueryClient } from "./lib/query-client";

export type RenderRequest = {
  /** The page's absolute address as the shopper asked for it. */
  url: string;
  /** Scheme and host for canonical and Open Graph links (PUBLIC_URL or the request's host). */
  origin: string;
  /** Answers `/api/...` for this request in-process, with the shopper's cookies. */
  fetchApi: typeof fetch;
  signal?: AbortSignal;
};

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  /** A page that is the shopper's own (cart, account…) or the back office: the plain app shell. */
  | { kind: "client-only" }
  /** `state`: JSON for the <script type="application/json" id="pasal-state"> main.tsx hydrates from. */
  | { kind: "page"; status: number; head: string; html: string; state: string };

export type ServerState = { router: unknown; queries: DehydratedState };

type RequestContext = { queryClient: QueryClient };

// Each render's API calls go to that render's request (its cookies), even when renders overlap.
const currentApi = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchApi = currentApi.getStore();
  if (!fetchApi) return Promise.reject(new Error("API call outside a server render"));
  return fetchApi(input, init);
});

// Renders overlap (React renders a page across several turns of the event loop): each reads its own language.
const currentLocale = new AsyncLocalStorage<Locale>();
readLocaleFrom(() => currentLocale.getStore());

/** However long the API takes, a page that has not rendered by then is a failure (500), not a hung request. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * The page's HTML, once every `<Suspense>` part in it has rendered (`onAllReady`): crawlers get
 * the whole page, the status code is known before the first byte, and each part arrives complete,
 * in place, between React's `<!--$-->` markers, so the browser needs no inline script (the page's
 * CSP allows none) and React hydrates the parts one by one. A render that throws anywhere, even inside a part
 * (React would draw that part in the browser), fails the page, as renderToString did (decision 022).
 */
function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        // Joined as bytes: a chunk may end inside a character (Devanagari is three bytes each).
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in place: past this many bytes React would move a finished part to the
      // end of the page and swap it in with an inline script (which the CSP forbids).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady() {
        clearTimeout(timer);
        if (failure !== undefined) {
          stream.abort(failure);
          reject(failure);
        } else stream.pipe(sink);
      },
    });
    timer = setTimeout(() => stream.abort(new Error(`the page did not render within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    signal?.addEventListener("abort", () => stream.abort(signal.reason), { once: true });
  });
}

/** The route table with each route's data loader from route-data.ts (the browser's table has none). */
function withLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const load = route.id ? ROUTE_DATA[route.id]?.load : undefined;
    const children = route.children ? withLoaders(route.children) : undefined;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(load
        ? {
            loader: async ({ params, request, context }: { params: Record<string, string | undefined>; request: Request; context?: unknown }) => {
              await load({ queryClient: (context as RequestContext).queryClient, params, url: new URL(request.url) });
              return null;
            },
          }
        : {}),
    } as RouteObject;
  });
}

const serverRoutes = withLoaders(routes);
const handlers = new Map(["", NEPALI_BASENAME].map((basename) => [basename, createStaticHandler(serverRoutes, { basename: basename || undefined })]));

/** What React Router's browser router reads back on its own from window.__staticRouterHydrationData. */
function routerState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: "RouteErrorResponse" }
            : // Never the message or stack of a server failure: the browser shows its generic error.
              { message: "Unexpected error", __type: "Error" },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** Every path of the route table, nested ones joined: the browser tests render each on the server. */
export function routePaths(table: RouteObject[] = routes, parent = ""): string[] {
  return table.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith("/") ? route.path : `${parent.replace(/\/$/, "")}/${route.path}`;
    return [...(route.path === undefined ? [] : [here]), ...(route.children ? routePaths(route.children, here) : [])];
  });
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const basename = basenameFor(url.pathname);
  const matches = matchRoutes(routes, url.pathname, basename || undefined) ?? [];
  if (matches.some(({ route }) => route.id && CLIENT_ONLY_ROUTES.has(route.id))) return { kind: "client-only" };

  const queryClient = createQueryClient();
  const locale = localeFromPath(url.pathname);
  return currentApi.run(request.fetchApi, () => currentLocale.run(locale, () => renderPage(request, url, basename, queryClient)));
}

async function renderPage(request: RenderRequest, url: URL, basename: string, queryClient: QueryClient): Promise<RenderResult> {
  const handler = handlers.get(basename)!;
  const context = await handler.query(new Request(url, { signal: request.signal }), { requestContext: { queryClient } });
  if (context instanceof Response) {
    const location = context.headers.get("Location") ?? "/";
    const prefixed = basename && location.startsWith("/") && basenameFor(location) !== basename ? basename + location : location;
    return { kind: "redirect", status: context.status, location: prefixed };
  }
  // A loader that failed for another reason than "not found" is the server's failure.
  const failure = Object.values(context.errors ?? {}).find((error) => !(isRouteErrorResponse(error) && error.status === 404));
  if (failure) throw failure;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
    request.signal,
  );

  const leaf = context.matches.at(-1)?.route;
  const notFound = leaf?.id === "not-found" || context.statusCode === 404;
  const shop = queryClient.getQueryData(shopInfoQueryOptions().queryKey);
  const args = { queryClient, params: context.matches.at(-1)?.params ?? {}, url, shop };
  const describe = notFound ? ROUTE_DATA["not-found"]!.head! : (leaf?.id && ROUTE_DATA[leaf.id]?.head) || ROUTE_DATA["not-found"]!.head!;
  const head = renderHead(describe(args), {
    origin: request.origin,
    basename,
    path: url.pathname.slice(basename.length) || "/",
    shopName: shop?.name ?? FALLBACK_SHOP_NAME,
  });
  // A JSON data block, not a script: the page's CSP runs no inline code (main.tsx reads it).
  const state = jsonForScript({ router: routerState(context), queries: dehydrate(queryClient) } satisfies ServerState);
  queryClient.clear();
  return { kind: "page", status: notFound ? 404 : context.statusCode, head, html, state };
}
