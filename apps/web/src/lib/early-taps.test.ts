import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTapsUntilHydrated } from "./early-taps";
import { hydrationDone, startHydrating } from "./use-external-store";

/** Replays wait for promises, then go one per task: let them all run. */
async function settled() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => window.setTimeout(resolve, 0));
}

describe("holdTapsUntilHydrated", () => {
  afterEach(() => {
    hydrationDone();
    document.body.innerHTML = "";
  });

  it("holds taps on the server's markup until the page has hydrated, then replays each once", async () => {
    document.body.innerHTML = '<div id="root"><button type="button"><span>Add to cart</span></button></div>';
    const root = document.getElementById("root")!;
    const button = root.querySelector("button")!;
    const onClick = vi.fn();
    button.addEventListener("click", onClick);

    startHydrating(true);
    holdTapsUntilHydrated(root);
    root.querySelector("span")!.click();
    root.querySelector("span")!.click();
    expect(onClick).not.toHaveBeenCalled();

    hydrationDone();
    await settled();
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("replays held taps one task apart, so what the first one set is there for the next", async () => {
    document.body.innerHTML = '<div id="root"><button id="colour">White</button><button id="add">Add to cart</button></div>';
    const root = document.getElementById("root")!;
    let chosen = false;
    const seenByAdd: boolean[] = [];
    // Like a framework's batched render: the choice lands in a microtask after the tap.
    document.getElementById("colour")!.addEventListener("click", () => queueMicrotask(() => (chosen = true)));
    document.getElementById("add")!.addEventListener("click", () => seenByAdd.push(chosen));

    startHydrating(true);
    holdTapsUntilHydrated(root);
    document.getElementById("colour")!.click();
    document.getElementById("add")!.click();
    hydrationDone();
    await settled();
    expect(seenByAdd).toEqual([true]);
  });

  it("replays a form's submission and leaves taps outside the page alone", async () => {
    document.body.innerHTML = '<div id="root"><form><button>Send</button></form></div><button id="outside">x</button>';
    const root = document.getElementById("root")!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector("form")!.addEventListener("submit", onSubmit);
    const outside = vi.fn();
    document.getElementById("outside")!.addEventListener("click", outside);

    startHydrating(true);
    holdTapsUntilHydrated(root);
    root.querySelector("form")!.requestSubmit();
    document.getElementById("outside")!.click();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(outside).toHaveBeenCalledTimes(1);

    hydrationDone();
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
