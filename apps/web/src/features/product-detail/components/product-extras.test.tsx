import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser, makeProduct, makeSummary } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { DELIVERY_DISTRICT_KEY, DeliveryPromise } from "./delivery-promise";
import { FitsThisPhone } from "./fits-this-phone";
import { ShareButtons } from "./share-buttons";
import { SoldCount } from "./sold-count";

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("react-hot-toast", async (original) => {
  const actual = await original<typeof import("react-hot-toast")>();
  return { ...actual, default: Object.assign(vi.fn(), actual.default, { success: toastSuccess, error: vi.fn() }) };
});

const tree = {
  lang: "english",
  provinces: [
    {
      id: 3,
      name: "Bagmati Province",
      districts: [
        { id: 27, name: "Kathmandu", localLevels: [] },
        { id: 35, name: "Sindhuli", localLevels: [] },
      ],
    },
    { id: 4, name: "Gandaki Province", districts: [{ id: 40, name: "Kaski", localLevels: [] }] },
  ],
};

afterEach(() => {
  useAuthStore.setState({ authUser: null });
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "share");
});

describe("delivery promise", () => {
  it("promises the days for anywhere in Nepal until a district is known, then remembers the one picked", async () => {
    stubApi({ "/location": { body: tree } });
    renderWithProviders(<DeliveryPromise />);
    expect(screen.getByText("Delivered in 3–7 days anywhere in Nepal")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Choose your district" }));
    const select = await screen.findByRole("combobox", { name: "Your district" });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: "Gandaki Province|Kaski" } });
    // The same table as the order confirmation: Kaski is 2–3 days.
    expect(screen.getByText("Delivered in 2–3 days to Kaski")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DELIVERY_DISTRICT_KEY)!)).toEqual({ province: "Gandaki Province", district: "Kaski" });
  });

  it("uses a district picked on an earlier visit, by its province when the district has no row of its own", () => {
    localStorage.setItem(DELIVERY_DISTRICT_KEY, JSON.stringify({ province: "Bagmati Province", district: "Sindhuli" }));
    renderWithProviders(<DeliveryPromise />);
    expect(screen.getByText("Delivered in 2–4 days to Sindhuli")).toBeInTheDocument();
  });

  it("prefers the signed-in shopper's saved address over an earlier pick", () => {
    localStorage.setItem(DELIVERY_DISTRICT_KEY, JSON.stringify({ province: "Gandaki Province", district: "Kaski" }));
    useAuthStore.setState({ authUser: makeAuthUser({ shippingAddress: { province: "Bagmati Province", district: "Kathmandu" } }) });
    renderWithProviders(<DeliveryPromise />);
    expect(screen.getByText("Delivered in 1–2 days to Kathmandu")).toBeInTheDocument();
  });

  it("ignores a stored value an older release or another script wrote", () => {
    localStorage.setItem(DELIVERY_DISTRICT_KEY, JSON.stringify({ district: 42 }));
    renderWithProviders(<DeliveryPromise />);
    expect(screen.getByText("Delivered in 3–7 days anywhere in Nepal")).toBeInTheDocument();
  });
});

describe("sold count", () => {
  it("shows how many sold, counted by the server", async () => {
    stubApi({ "/product/p1/sold": { body: { sold: 1234 } } });
    renderWithProviders(<SoldCount productId="p1" />);
    expect(await screen.findByText("1,234 sold")).toBeInTheDocument();
  });

  it("shows nothing at zero", async () => {
    const fetchMock = stubApi({ "/product/p1/sold": { body: { sold: 0 } } });
    const { container } = renderWithProviders(<SoldCount productId="p1" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("share buttons", () => {
  const product = makeProduct({ name: "Galaxy S24 Ultra", modelName: "Galaxy S24 Ultra" });
  const canonical = `${window.location.origin}/products/Galaxy-S24-Ultra`;

  it("offers WhatsApp, Viber, Facebook and Copy link with the canonical URL where the browser cannot share", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<ShareButtons product={product} />, { path: "/product/some-id?ref=x" });
    const group = screen.getByRole("group", { name: "Share this product" });
    const href = (name: string) => within(group).getByRole("link", { name }).getAttribute("href")!;
    expect(href("WhatsApp")).toBe(`https://wa.me/?text=${encodeURIComponent(`Galaxy S24 Ultra ${canonical}`)}`);
    expect(href("Viber")).toBe(`viber://forward?text=${encodeURIComponent(`Galaxy S24 Ultra ${canonical}`)}`);
    expect(href("Facebook")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
    fireEvent.click(within(group).getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(canonical));
    // lib/toast loads react-hot-toast on the first toast (decision 023).
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Link copied"));
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it("uses the phone's own share sheet where there is one, and falls back to the links if it fails", async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException("no", "NotAllowedError"));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    renderWithProviders(<ShareButtons product={product} />);
    expect(screen.queryByRole("group", { name: "Share this product" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Galaxy S24 Ultra", text: "Galaxy S24 Ultra", url: canonical }));
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByRole("group", { name: "Share this product" })).toBeInTheDocument();
  });

  it("stays on the share button when the shopper only closes the sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("closed", "AbortError"));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    renderWithProviders(<ShareButtons product={product} />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  });
});

describe("fits this phone", () => {
  it("lists the accessories the server matched, titled with this phone", async () => {
    stubApi({
      "/product/phone-1/accessories": {
        body: [makeSummary({ _id: "c1", name: "Spigen Ultra Hybrid Case (iPhone 16)", model: ["iPhone 16", "iPhone 16 Pro"] })],
      },
    });
    renderWithProviders(<FitsThisPhone product={makeProduct({ _id: "phone-1", parentCategory: "Phone", modelName: "iPhone 16 Pro" })} />);
    const list = await screen.findByRole("list", { name: "Covers and screen protectors for iPhone 16 Pro" });
    expect(within(list).getByText("Spigen Ultra Hybrid Case (iPhone 16 Pro)")).toBeInTheDocument();
  });

  it("asks nothing and shows nothing for a product that is not a phone", async () => {
    const fetchMock = stubApi({});
    const { container } = renderWithProviders(<FitsThisPhone product={makeProduct({ _id: "c1", parentCategory: "Cover" })} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
