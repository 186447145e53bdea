import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

function renderModal(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Modal open title="Write a review" onClose={onClose}>
        <input aria-label="Comment" />
        <button type="submit">Post review</button>
      </Modal>
    </>,
  );
  return onClose;
}

describe("Modal", () => {
  it("moves focus in on open and closes on Escape", () => {
    const onClose = renderModal();
    expect(screen.getByRole("dialog", { name: "Write a review" })).toHaveFocus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab and Shift+Tab inside the dialog", () => {
    renderModal();
    const close = screen.getByRole("button", { name: "Close" });
    const post = screen.getByRole("button", { name: "Post review" });
    post.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(post).toHaveFocus();
    screen.getByRole("button", { name: "Behind the dialog" }).focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(close).toHaveFocus();
  });
});
