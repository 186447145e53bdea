import { fireEvent, screen, within } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { CareersPage } from "./careers-page";

const POSITION = { _id: "j1", title: "Delivery Rider", location: "Lalitpur", type: "Full-time", department: "Logistics", description: "Deliver orders." };

const renderPage = () =>
  renderWithProviders(
    <>
      <CareersPage />
      <Toaster />
    </>,
  );

const resume = (name = "cv.pdf", bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

function fill(file = resume()) {
  const form = screen.getByRole("form", { name: "Job application" });
  const set = (label: string | RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set("First name", "Sita");
  set("Last name", "Sharma");
  set("Email", "sita@example.com");
  set("Phone", "9841234567");
  set("Cover letter", "I know every lane of Patan.");
  fireEvent.change(within(form).getByLabelText("Resume"), { target: { files: [file] } });
  return { form, set };
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" }));

describe("careers page", () => {
  afterEach(() => toast.remove());

  it("shows the open positions, Why Join Us, and lets a position be picked for the form", async () => {
    stubApi({ "/positions": { body: [POSITION] } });
    renderPage();
    expect(screen.getByRole("heading", { name: "Join Our Team" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Why Join Us" })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Apply for Delivery Rider" }));
    expect(screen.getByLabelText("Position")).toHaveValue("Delivery Rider");
  });

  it("says so gracefully when no position is open", async () => {
    stubApi({ "/positions": { body: [] } });
    renderPage();
    expect(await screen.findByText(/no open positions right now/)).toBeInTheDocument();
  });

  it("explains what is missing or wrong before sending", async () => {
    const fetchMock = stubApi({ "/positions": { body: [] } });
    renderPage();
    submit();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Cover letter is required",
      "Please attach your resume",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const { set } = fill(resume("cv.exe"));
    set(/LinkedIn/, "linkedin.com/in/sita");
    submit();
    expect(await screen.findByText("Enter a LinkedIn URL starting with http:// or https://")).toBeInTheDocument();
    expect(screen.getByText("Resume must be a PDF, DOCX or RTF file")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Resume"), { target: { files: [resume("cv.pdf", 5 * 1024 * 1024 + 1)] } });
    submit();
    expect(await screen.findByText("Resume must be less than 5MB")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/apply")).toBe(false);
  });

  it("shows the confirmation only after the server accepted the application", async () => {
    let accept = false;
    const fetchMock = stubApi({
      "/positions": { body: [POSITION] },
      "/apply": () => (accept ? { body: { message: "Thank you! Your application has been received." } } : { status: 503, body: { message: "down" } }),
    });
    renderPage();
    await screen.findByRole("button", { name: "Apply for Delivery Rider" });
    const { set } = fill();
    set(/LinkedIn/, "https://www.linkedin.com/in/sita");
    fireEvent.change(screen.getByLabelText("How did you hear about us?"), { target: { value: "referral" } });
    submit();
    expect(await screen.findByText("Error submitting application. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Application Submitted")).not.toBeInTheDocument();

    accept = true;
    submit();
    expect(await screen.findByRole("heading", { name: "Application Submitted" })).toBeInTheDocument();
    const body = fetchMock.mock.calls.filter(([url]) => String(url) === "/api/apply").at(-1)![1]!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      firstName: "Sita",
      lastName: "Sharma",
      email: "sita@example.com",
      phone: "9841234567",
      position: "",
      linkedin: "https://www.linkedin.com/in/sita",
      coverLetter: "I know every lane of Patan.",
      hearAbout: "referral",
    });
    expect((body.get("resume") as File).name).toBe("cv.pdf");

    fireEvent.click(screen.getByRole("button", { name: "Submit Another Application" }));
    expect(screen.getByLabelText("First name")).toHaveValue("");
  });
});
