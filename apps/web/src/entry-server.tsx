/**
 * The server renderer (issue 14, decision 022): React Router's own static handler runs the
 * matched routes' loaders (app/ssr/route-data.ts), which fill this request's query cache by
 * calling the API in-process; the same components the browser hydrates render it to HTML.
 * Built by `vite build --ssr` into dist-server/ and loaded by apps/server (plugins/ssr.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
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
import { localeFromPath, setLocale } from "./lib/i18n/locale";
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
const handlers = new Map(
  ["", NEPALI_BASENAME].map((basename) => [basename, createStaticHandler(serverRoutes, { basename: basename || undefined })]),
);

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
  return currentApi.run(request.fetchApi, async () => {
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
    // From here to the return nothing awaits, so this render's language cannot leak into another's.
    setLocale(localeFromPath(url.pathname));
    const html = renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
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
  });
}
