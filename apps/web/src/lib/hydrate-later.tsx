import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { HydratingPart, isHydrating, whileHydrationWaits } from "./use-external-store";

/**
 * How close to the window a part hydrated "when visible" must come: a screen's scroll ahead of
 * the shopper is not enough on a slow phone, half of one keeps the work away from the first load.
 */
const VISIBLE_MARGIN = "50% 0px";

type Gate = {
  open: boolean;
  opened: Promise<void>;
  /** Opens the gate now (a part waiting to be seen that the shopper touched or focused). */
  openNow: () => void;
  /** Resolves once the part's hydration is committed. */
  hydrated: Promise<void>;
  markHydrated: () => void;
  /** Set once the part's hydration is committed; the gate stays, so a re-render never waits again. */
  done: boolean;
  /** The part's server markup, for a part waiting to be seen. */
  element?: Element;
};
const gates = new Map<string, Gate>();

/** The attribute a server-rendered part waiting to be seen carries until it has hydrated. */
const LATER_ATTRIBUTE = "data-later";

function createGate(): Gate {
  let resolveOpened = () => {};
  let resolveHydrated = () => {};
  const gate: Gate = {
    open: false,
    done: false,
    opened: new Promise<void>((resolve) => (resolveOpened = resolve)),
    hydrated: new Promise<void>((resolve) => (resolveHydrated = resolve)),
    openNow: () => {
      if (gate.open) return;
      gate.open = true;
      resolveOpened();
    },
    markHydrated: () => {
      gate.done = true;
      resolveHydrated();
    },
  };
  return gate;
}

/** Opens in a task of its own: the parts of one page hydrate one task after another. */
function soonGate(id: string): Gate {
  const gate = createGate();
  gate.opened = whileHydrationWaits(gate.opened);
  window.setTimeout(gate.openNow, 0);
  gates.set(id, gate);
  return gate;
}

let observer: IntersectionObserver | undefined;
/** The parts waiting to be seen, by their server markup's element. */
const observed = new Map<Element, Gate>();

/** Opens the gate of the part drawn by `part` (its `data-later` element). */
function openObserved(part: Element) {
  const gate = observed.get(part);
  if (!gate) return;
  observed.delete(part);
  for (const child of part.children) observer?.unobserve(child);
  // A task of its own, like the others: several parts seen at once hydrate one after another.
  window.setTimeout(gate.openNow, 0);
}

/** A touch or focus inside a part still waiting to be seen hydrates it at once. */
function onIntent(event: Event) {
  const part = event.target instanceof Element ? event.target.closest(`[${LATER_ATTRIBUTE}]`) : null;
  if (part) openObserved(part);
}

/**
 * Opens when the part's server markup comes near the window (or is touched or focused). The page
 * counts as hydrated without it: a part below the fold, or hidden at this width, costs a phone
 * nothing until it is scrolled to or shown. A part the server drew empty opens soon, as it has
 * nothing to be seen by.
 */
function visibleGate(id: string): Gate {
  const part = document.querySelector(`[${LATER_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!part?.firstElementChild || typeof IntersectionObserver === "undefined") return soonGate(id);
  const gate = createGate();
  gate.element = part;
  gates.set(id, gate);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen = entry.isIntersecting ? entry.target.parentElement?.closest(`[${LATER_ATTRIBUTE}]`) : null;
          if (seen) openObserved(seen);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    document.addEventListener("pointerdown", onIntent, true);
    document.addEventListener("focusin", onIntent, true);
  }
  observed.set(part, gate);
  // Its children, not the part itself: the part's element is often `display: contents` (no box,
  // never seen by an IntersectionObserver).
  for (const child of part.children) observer.observe(child);
  return gate;
}

/**
 * For taps made before a part waiting to be seen has hydrated (lib/early-taps.ts): the part that
 * holds `target`, opened now, as a promise of its hydration; undefined when `target` is in none.
 */
export function hydratePartOf(target: Element): Promise<void> | undefined {
  const element = target.closest(`[${LATER_ATTRIBUTE}]`);
  const gate = element ? gates.get(element.getAttribute(LATER_ATTRIBUTE) ?? "") : undefined;
  if (!element || !gate || gate.done) return undefined;
  openObserved(element);
  return gate.hydrated;
}

type When = "soon" | "visible";

function Gate({ id, when, children }: { id: string; when: When; children: ReactNode }) {
  let gate = gates.get(id);
  // A part that never hydrated (the shopper left the page first) is drawn afresh when it comes back.
  if (gate?.element && !gate.element.isConnected) {
    gates.delete(id);
    gate = undefined;
  }
  if (!gate && typeof window !== "undefined" && isHydrating()) gate = when === "visible" ? visibleGate(id) : soonGate(id);
  if (gate && !gate.open) throw gate.opened;
  // A part that opens after the rest of the page has hydrated still hydrates against the server's
  // markup: its stores must draw what the server drew (lib/use-external-store.ts).
  const resuming = gate !== undefined && !gate.done && !isHydrating();
  return <HydratingPart.Provider value={resuming}>{children}</HydratingPart.Provider>;
}

/** Tells the part's gate that its hydration is committed, and drops the waiting mark. */
function Hydrated({ id, element }: { id: string; element: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const gate = gates.get(id);
    if (!gate || gate.done) return;
    element.current?.removeAttribute(LATER_ATTRIBUTE);
    gate.markHydrated();
  }, [id, element]);
  return null;
}

/**
 * Hydrates its part of a server-rendered page later, so one long hydration becomes several short
 * ones and the main thread is never blocked for long (issue 14: total blocking time): "soon" in a
 * task of its own right after the page's first, "visible" once it comes near the window or is
 * touched (decision 023). The server's markup stays on screen meanwhile: Preact (decision 027)
 * keeps a suspended part's HTML while hydrating and takes it over when the part resumes. Renders
 * its children at once in every other case (the server, client navigation, the app shell). `id`
 * names the part; unique on a page.
 *
 * The part is always one element (a <div>, `className` "contents" unless given): Preact's HTML has
 * no markers around a suspended part, so while hydrating it keeps exactly one DOM node for it (with
 * two, it dropped the second; with none, it took the next sibling's).
 */
export function HydrateLater({
  id,
  className = "contents",
  when = "soon",
  children,
}: {
  id: string;
  className?: string;
  when?: When;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  // The server marks a part that waits to be seen, and the browser keeps the mark until it has hydrated.
  const waiting = when === "visible" && (isHydrating() || hydratingLater(id));
  return (
    <Suspense fallback={null}>
      <Gate id={id} when={when}>
        <div ref={element} className={className} {...(waiting ? { [LATER_ATTRIBUTE]: id } : {})}>
          {children}
          <Hydrated id={id} element={element} />
        </div>
      </Gate>
    </Suspense>
  );
}

/** Whether part `id` is being hydrated after the rest of the page. */
function hydratingLater(id: string): boolean {
  const gate = typeof window === "undefined" ? undefined : gates.get(id);
  return gate !== undefined && !gate.done && gate.element?.isConnected !== false;
}
