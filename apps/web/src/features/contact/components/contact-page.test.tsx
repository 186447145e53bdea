import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, type ShopInfo } from "@pasal/shared";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { ContactPage } from "./contact-page";

const SHOP: ShopInfo = {
  name: "Pasal",
  tagline: "Genuine electronics",
  phones: ["9801234567"],
  email: "care@pasal.test",
  address: "Durbar Marg, Kathmandu",
  supportHours: "10 AM – 6 PM, Sunday to Friday",
  returnDays: 14,
  copyrightYear: 2026,
  googleSignIn: false,
};

const renderContact = () => renderWithProviders(<ScreenWithToasts path="/contact" element={<ContactPage />} />, { path: "/contact" });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

describe("contact page", () => {
  afterEach(() => toast.remove());

  it("shows the shop's hours, location, e-mail and phone beside the form", async () => {
    stubApi({ "/shop": { body: SHOP } });
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeInTheDocument();
    const details = screen.getByRole("complementary", { name: "Contact details" });
    await waitFor(() => expect(details).toHaveTextContent("10 AM – 6 PM, Sunday to Friday"));
    expect(details).toHaveTextContent("Durbar Marg, Kathmandu");
    expect(screen.getByRole("link", { name: "care@pasal.test" })).toHaveAttribute("href", "mailto:care@pasal.test");
    expect(screen.getByRole("link", { name: "9801234567" })).toHaveAttribute("href", "tel:+9779801234567");
  });

  it("says what is missing or wrong and sends nothing", async () => {
    const fetchMock = stubApi({ "/shop": { body: SHOP } });
    renderContact();
    submit();
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();

    fill("Email", "sita@");
    submit();
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(sentBody(fetchMock, "/contactus")).toBeUndefined();
  });

  it("sends the message, shows the server's answer and clears the form", async () => {
    const fetchMock = stubApi({ "/shop": { body: SHOP }, "/contactus": { body: { message: "Thanks, Sita!" } } });
    renderContact();
    fill("Name", " Sita Sharma ");
    fill("Email", "sita@example.com");
    fill("Message", "Is the Galaxy A55 in stock in Pokhara?");
    submit();
    expect(await screen.findByText("Thanks, Sita!")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/contactus")).toEqual({
      name: "Sita Sharma",
      email: "sita@example.com",
      message: "Is the Galaxy A55 in stock in Pokhara?",
    });
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(""));
  });

  it("asks to try again later when the mail could not be sent", async () => {
    stubApi({ "/shop": { body: SHOP }, "/contactus": { status: 503, body: { message: "Mail server down" } } });
    renderContact();
    fill("Name", "Sita");
    fill("Email", "sita@example.com");
    fill("Message", "Hello");
    submit();
    expect(await screen.findByText("Couldn't send email! Try again later.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Hello");
  });

  it("passes on the server's reason when it refuses (too many messages)", async () => {
    stubApi({ "/contactus": { status: 429, body: { message: "Please wait a few minutes." } } });
    renderContact();
    fill("Name", "Sita");
    fill("Email", "sita@example.com");
    fill("Message", "Hello again");
    submit();
    expect(await screen.findByText("Please wait a few minutes.")).toBeInTheDocument();
  });
});
