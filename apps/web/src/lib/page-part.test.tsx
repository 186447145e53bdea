import { act, useEffect, useId, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PagePart, rootHydrated, startHydration } from "./page-part";

/** A tiny page: a counter in a part of its own and a labelled field in another (ids from useId). */
function Page({ onTap }: { onTap: (count: number) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => rootHydrated(), []);
  return (
    <>
      <PagePart id="first">
        <button type="button" onClick={() => (setCount(count + 1), onTap(count + 1))}>
          Tapped {count}
        </button>
      </PagePart>
      <PagePart id="second">
        <Field />
      </PagePart>
    </>
  );
}

function Field() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

/** The server's markup in #root, as plugins/ssr.ts serves it. */
function serverPage(onTap: (count: number) => void = () => {}) {
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = renderToString(<Page onTap={onTap} />);
  document.body.append(container);
  return container;
}

describe("PagePart", () => {
  it("hydrates the server's markup part by part, keeping its nodes, and marks the page hydrated after the last part", async () => {
    const container = serverPage();
    const button = container.querySelector("button")!;
    const input = container.querySelector("input")!;
    startHydration(container);
    root = hydrateRoot(container, <Page onTap={() => {}} />);
    await act(async () => {});
    expect(document.documentElement).toHaveAttribute("data-hydrated");
    // The same nodes: nothing was thrown away and drawn again.
    expect(container.querySelector("button")).toBe(button);
    expect(container.querySelector("input")).toBe(input);
    expect(input.id).not.toBe("");
    expect(container.querySelector("label")).toHaveAttribute("for", input.id);
  });

  it("lets React replay a tap made on a part before it hydrated", async () => {
    const taps: number[] = [];
    const container = serverPage((count) => taps.push(count));
    startHydration(container);
    root = hydrateRoot(container, <Page onTap={(count) => taps.push(count)} />);
    // Nothing is hydrated yet (React hydrates in tasks of its own): the tap hits the server's markup…
    container.querySelector("button")!.click();
    await act(async () => {});
    // …and React hydrated that part at once and replayed the tap on it.
    expect(taps).toEqual([1]);
    expect(container.querySelector("button")).toHaveTextContent("Tapped 1");
  });
});
