import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrationDone, startHydrating, useExternalStore } from "./use-external-store";

const noSubscription = () => () => {};

function Recorder({ seen }: { seen: string[] }) {
  const value = useExternalStore(noSubscription, () => "browser", () => "server");
  seen.push(value);
  return <p>{value}</p>;
}

describe("useExternalStore", () => {
  afterEach(() => hydrationDone());

  it("draws the server's value while a server-rendered page hydrates, then the browser's", () => {
    startHydrating(true);
    const seen: string[] = [];
    const { container } = render(<Recorder seen={seen} />);
    expect(seen[0]).toBe("server");
    expect(seen.at(-1)).toBe("browser");
    expect(container.textContent).toBe("browser");
  });

  it("draws the browser's value at once when the page had no server markup, or after hydration", () => {
    startHydrating(false);
    const first: string[] = [];
    render(<Recorder seen={first} />);
    expect(first).not.toContain("server");

    startHydrating(true);
    hydrationDone();
    const later: string[] = [];
    render(<Recorder seen={later} />);
    expect(later).not.toContain("server");
  });
});
