import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { TestimonialsSection } from "./testimonials-section";

const photo = (type = "image/png", name = "me.png") => new File([new Uint8Array(8)], name, { type });

/** The form's chunk loads on the click (decision 023), so the dialog appears a moment later. */
async function openForm() {
  renderWithProviders(
    <>
      <TestimonialsSection />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getAllByRole("button", { name: "Share your experience" })[0]!);
  return screen.findByRole("dialog", { name: "Share your experience" });
}

function fill(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Gita Magar" } });
  fireEvent.change(within(dialog).getByLabelText("Location"), { target: { value: "Hetauda" } });
  fireEvent.change(within(dialog).getByLabelText("Experience"), { target: { value: "Fast delivery." } });
  fireEvent.change(within(dialog).getByLabelText("Your photo"), { target: { files: [file] } });
}

describe("testimonial form", () => {
  afterEach(() => toast.remove());

  it("says it appears after approval and requires all four fields and an image", async () => {
    stubApi({ "/show-testimonials": { body: [] } });
    const dialog = await openForm();
    expect(within(dialog).getByText(/once we have approved it/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Location is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please tell us about your experience")).toBeInTheDocument();
    expect(within(dialog).getByText("Please add a photo of yourself")).toBeInTheDocument();

    fill(dialog, photo("application/pdf", "cv.pdf"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Only JPG, PNG, GIF or WebP images are allowed")).toBeInTheDocument();
  });

  it("sends the form, thanks the shopper and closes", async () => {
    const fetchMock = stubApi({ "/show-testimonials": { body: [] }, "/testimonial": { status: 201, body: { message: "ok" } } });
    const dialog = await openForm();
    fill(dialog, photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Testimonial submitted successfully!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const body = fetchMock.mock.calls.find(([url]) => String(url) === "/api/testimonial")![1]!.body as FormData;
    expect([body.get("name"), body.get("location"), body.get("experience"), (body.get("image") as File).name]).toEqual([
      "Gita Magar",
      "Hetauda",
      "Fast delivery.",
      "me.png",
    ]);
  });

  it("closes with the spec's message when sending fails", async () => {
    stubApi({ "/show-testimonials": { body: [] }, "/testimonial": { status: 500, body: { message: "x" } } });
    const dialog = await openForm();
    fill(dialog, photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Failed to submit testimonial. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
