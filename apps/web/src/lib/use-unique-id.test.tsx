import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HydratingPart, hydrationDone, startHydrating } from "./use-external-store";
import { useUniqueId } from "./use-unique-id";

function Ids({ seen }: { seen: string[] }) {
  const id = useUniqueId();
  seen.push(id);
  return <p id={id}>x</p>;
}

const fromCount = (id: string) => id.startsWith("uid-");

describe("useUniqueId", () => {
  afterEach(() => hydrationDone());

  it("keeps useId's id, the one the server drew, while the page hydrates or a part resumes later", () => {
    startHydrating(true);
    const seen: string[] = [];
    render(<Ids seen={seen} />);
    hydrationDone();
    render(
      <HydratingPart.Provider value>
        <Ids seen={seen} />
      </HydratingPart.Provider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen.filter(fromCount)).toEqual([]);
  });

  it("gives components mounted after hydration ids of their own from one count, kept across renders", () => {
    startHydrating(false);
    const seen: string[] = [];
    const first = render(<Ids seen={seen} />);
    render(<Ids seen={seen} />);
    first.rerender(<Ids seen={seen} />);
    const [a, b, again] = seen;
    expect([a, b].every((id) => fromCount(id!))).toBe(true);
    expect(a).not.toBe(b);
    expect(again).toBe(a);
  });
});
