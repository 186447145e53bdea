import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTapsUntilReactListens } from "./taps-before-react";

/** Replays go one per task: let them all run. */
async function settled() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => window.setTimeout(resolve, 0));
}

describe("holdTapsUntilReactListens", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("holds taps on the server's markup until React listens and the lazy parts' code is there, then hands each over once", async () => {
    document.body.innerHTML = '<div id="root"><button type="button"><span>Add to cart</span></button></div>';
    const root = document.getElementById("root")!;
    const button = root.querySelector("button")!;
    const onClick = vi.fn();
    button.addEventListener("click", onClick);

    const release = holdTapsUntilReactListens(root);
    root.querySelector("span")!.click();
    root.querySelector("span")!.click();
    let codeArrived = () => {};
    release(new Promise<void>((resolve) => (codeArrived = resolve)));
    await settled();
    expect(onClick).not.toHaveBeenCalled();

    codeArrived();
    await settled();
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("hands held taps over one task apart, so what the first one set is there for the next", async () => {
    document.body.innerHTML = '<div id="root"><button id="colour">White</button><button id="add">Add to cart</button></div>';
    const root = document.getElementById("root")!;
    let chosen = false;
    const seenByAdd: boolean[] = [];
    // Like React's render of a tap's update: it lands in a microtask after the tap.
    document.getElementById("colour")!.addEventListener("click", () => queueMicrotask(() => (chosen = true)));
    document.getElementById("add")!.addEventListener("click", () => seenByAdd.push(chosen));

    const release = holdTapsUntilReactListens(root);
    document.getElementById("colour")!.click();
    document.getElementById("add")!.click();
    release(Promise.resolve());
    await settled();
    expect(seenByAdd).toEqual([true]);
  });

  it("hands over a form's submission and leaves taps outside the page alone", async () => {
    document.body.innerHTML = '<div id="root"><form><button>Send</button></form></div><button id="outside">x</button>';
    const root = document.getElementById("root")!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector("form")!.addEventListener("submit", onSubmit);
    const outside = vi.fn();
    document.getElementById("outside")!.addEventListener("click", outside);

    const release = holdTapsUntilReactListens(root);
    root.querySelector("form")!.requestSubmit();
    document.getElementById("outside")!.click();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(outside).toHaveBeenCalledTimes(1);

    release(Promise.resolve());
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
