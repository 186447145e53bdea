import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";

/**
 * A part of a server-rendered page that React hydrates on its own (decision 031): a `<Suspense>`
 * boundary, so the page's first hydration stops at its edge and React hydrates the part afterwards
 * in a task (or a few, time-sliced) of its own, before any other part if the shopper taps it, and
 * then replays the tap. Header, page, footer, the home page's sections, the product page's gallery
 * and details, the listing's cards are parts: no single long task hydrates a whole page on a phone
 * (total blocking time: docs/requirements/performance.md#first-load-budget). Nothing happens on the
 * server, on client navigation or on the app shell: React renders the children at once.
 *
 * The part is one element (a <div>, `className` "contents" unless given), as the layout had it,
 * marked `data-part` so the browser knows which parts the server drew and when all have hydrated
 * (`data-hydrated` on <html>, below). `id` names the part; unique on a page.
 */
export function PagePart({ id, className = "contents", children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div className={className} data-part={id}>
        {children}
        <PartHydrated id={id} />
      </div>
    </Suspense>
  );
}

function PartHydrated({ id }: { id: string }) {
  useEffect(() => partHydrated(id), [id]);
  return null;
}

/** The parts the server drew that have not hydrated yet; filled by main.tsx before hydrateRoot. */
const waiting = new Set<string>();
let rootDone = false;
let serverRendered = false;

/** main.tsx, before hydrating a server-rendered page: every part in its markup is to hydrate. */
export function startHydration(root: HTMLElement): void {
  serverRendered = true;
  for (const part of root.querySelectorAll("[data-part]")) waiting.add(part.getAttribute("data-part") ?? "");
}

/** Whether this page load began with the server's markup (not the app shell). */
export const startedFromServerMarkup = (): boolean => serverRendered;

/** The app's root effect (app.tsx): the first render (a hydration, or the app shell's own) is committed. */
export function rootHydrated(): void {
  rootDone = true;
  finishIfDone();
}

function partHydrated(id: string) {
  waiting.delete(id);
  finishIfDone();
}

/**
 * `data-hydrated` on <html> once the root and every part the server drew have hydrated (a part the
 * shopper navigated away from before it did no longer counts). Browser tests wait for it: from then
 * on the page is React's alone. Taps made before need no waiting: React replays them.
 */
function finishIfDone() {
  if (!rootDone || document.documentElement.hasAttribute("data-hydrated")) return;
  for (const id of waiting) if (!document.querySelector(`[data-part="${CSS.escape(id)}"]`)) waiting.delete(id);
  if (waiting.size === 0) document.documentElement.dataset.hydrated = "";
}

/**
 * `lazy()` for a part below the fold (decision 031): its code is a chunk of its own, out of what a
 * page needs before the shopper can interact, requested as soon as this runs (in parallel with the
 * page's own code, not after it). React keeps the part's server markup until the chunk is there and
 * hydrates it then. Once the chunk has arrived the component is handed to React synchronously, so
 * a tap on the part hydrates it at once and is replayed. React drops a tap on a part whose code is
 * missing (it cannot hydrate it), so taps on a server-rendered page are held until these chunks
 * have arrived (`lazyPartsLoaded`, lib/taps-before-react.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const loading = typeof window === "undefined" ? undefined : load().then((component) => (loaded = { default: component }));
  if (loading) {
    pendingCode.add(loading);
    const settled = () => pendingCode.delete(loading);
    loading.then(settled, settled);
  }
  return lazy(() => {
    if (loaded) {
      const ready = loaded;
      // A thenable React resolves in the same render (react's lazyInitializer), not a suspension.
      return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(ready) } as Promise<{ default: ComponentType<P> }>;
    }
    return (loading ?? load().then((component) => (loaded = { default: component }))) as Promise<{ default: ComponentType<P> }>;
  });
}

const pendingCode = new Set<Promise<unknown>>();

/** Resolves once the chunk of every lazyPart asked for so far has arrived (or failed). */
export async function lazyPartsLoaded(): Promise<void> {
  while (pendingCode.size > 0) await Promise.allSettled([...pendingCode]);
}
