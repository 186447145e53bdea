import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Review } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser, makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ReviewsSection } from "./reviews-section";

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: "r1",
  user: "Hari Karki",
  rating: 4,
  comment: "<b>Great</b> phone",
  date: "2025-03-05T10:00:00.000Z",
  medias: [
    { url: "/uploads/reviews/a.png", type: "image" },
    { url: "/uploads/reviews/b.mp4", type: "video" },
  ],
  mine: false,
  ...overrides,
});

const renderSection = () =>
  renderWithProviders(
    <>
      <ReviewsSection product={makeProduct({ _id: "p1", rating: 4.5, reviews: 2 })} />
      <Toaster />
    </>,
  );

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe("product reviews", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));
  afterEach(() => toast.remove());

  it("lists reviews with author, date, plain-text comment, photos and videos; guests cannot write or delete", async () => {
    stubApi({
      "/review/p1": {
        body: { response: [review(), review({ _id: "r2", user: "Sita Sharma", medias: [], comment: "", date: "2025-03-05T12:00:00.000Z" })], responseCount: 2 },
      },
    });
    renderSection();
    const list = await screen.findByRole("list", { name: "Reviews" });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("2 ratings · 2 reviews")).toBeInTheDocument();
    expect(screen.getByText("<b>Great</b> phone")).toBeInTheDocument();
    expect(screen.getAllByText("5 Mar 2025")).toHaveLength(2);
    expect(screen.getByRole("img", { name: "Photo from Hari Karki" })).toHaveAttribute("src", "/uploads/reviews/a.png");
    expect(screen.getByLabelText("Video from Hari Karki")).toHaveAttribute("src", "/uploads/reviews/b.mp4");
    expect(screen.queryByRole("button", { name: "Delete your review" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    expect(await screen.findByText("Please login first!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows an empty state when nobody has reviewed yet, or the list fails to load", async () => {
    stubApi({});
    renderSection();
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it("checks the rating and the files, posts the review, then resets and reloads", async () => {
    useAuthStore.setState({ authUser: makeAuthUser() });
    let posted = false;
    const fetchMock = stubApi({
      "/review/p1": () => ({ body: { response: posted ? [review({ _id: "new", user: "Sita Sharma", mine: true })] : [], responseCount: posted ? 1 : 0 } }),
      "/review": () => {
        posted = true;
        return { status: 201, body: { message: "Review posted successfully" } };
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });

    fireEvent.click(within(dialog).getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Please select a rating")).toBeInTheDocument();

    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [file("setup.exe", "application/x-msdownload")] } });
    expect(await screen.findByText("Only JPG, PNG, GIF images and MP4 videos are allowed")).toBeInTheDocument();
    fireEvent.change(picker, { target: { files: [file("huge.mp4", "video/mp4", 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText("Files must be less than 5MB")).toBeInTheDocument();
    fireEvent.change(picker, { target: { files: [file("front.png", "image/png")] } });
    expect(within(dialog).getByRole("img", { name: "front.png" })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(within(dialog).getByLabelText(/Your review/), { target: { value: " Lovely " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post review" }));

    expect(await screen.findByText("Review posted successfully")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => String(url) === "/api/review" && init?.method === "POST")!;
    const body = call[1]!.body as FormData;
    expect([body.get("productId"), body.get("rating"), body.get("comment")]).toEqual(["p1", "4", "Lovely"]);
    expect((body.getAll("medias")[0] as File).name).toBe("front.png");
    expect(body.get("user")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Delete your review" })).toBeInTheDocument();
  });

  it("shows the server's refusal or the spec's fallback when posting fails", async () => {
    useAuthStore.setState({ authUser: makeAuthUser() });
    stubApi({ "/review/p1": { body: { response: [], responseCount: 0 } }, "/review": { status: 500, body: { message: "boom" } } });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Failed to post review. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("lets the author delete their own review, with a toast for success or failure", async () => {
    useAuthStore.setState({ authUser: makeAuthUser() });
    let fail = true;
    stubApi({
      "/review/p1": { body: { response: [review({ mine: true }), review({ _id: "r2" })], responseCount: 2 } },
      "/review/r1": () => (fail ? { status: 500, body: { message: "x" } } : { body: { message: "Review deleted successfully" } }),
    });
    renderSection();
    const buttons = await screen.findAllByRole("button", { name: "Delete your review" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText("Failed to delete review")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Delete your review" }));
    expect(await screen.findByText("Review deleted successfully")).toBeInTheDocument();
  });
});
