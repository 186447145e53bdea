import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { m } from "@/paraglide/messages";
import { adDateText, bsDate, bsDateText, orderDateText } from "./dates";
import { number, showPrice } from "./format";
import { LanguageSwitch } from "./language-switch";
import { basenameFor, getLocale, localeFromPath, localizedPath, setLocale, stripLocale } from "./locale";
import { LOCALE_STORAGE_KEY, localeFromCookie, localeFromLanguages, rememberedLocale, wantedLocale } from "./locale-choice";

afterEach(() => setLocale("en"));

describe("locale from the URL", () => {
  it.each([
    ["/", "en"],
    ["/products", "en"],
    ["/news", "en"],
    ["/ne", "ne"],
    ["/ne/", "ne"],
    ["/ne/products/galaxy-a55", "ne"],
  ] as const)("%s is %s", (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it("uses /ne as the Nepali basename and none for English", () => {
    expect(basenameFor("ne")).toBe("/ne");
    expect(basenameFor("en")).toBeUndefined();
  });

  it("moves a path between languages, keeping the query and hash", () => {
    expect(localizedPath("/cart?x=1#top", "ne")).toBe("/ne/cart?x=1#top");
    expect(localizedPath("/ne/cart?x=1", "en")).toBe("/cart?x=1");
    expect(localizedPath("/ne", "en")).toBe("/");
    expect(localizedPath("/ne?q=a", "en")).toBe("/?q=a");
    expect(localizedPath("/", "ne")).toBe("/ne/");
    expect(localizedPath("/ne/cart", "ne")).toBe("/ne/cart");
    expect(stripLocale("/news")).toBe("/news");
  });
});

describe("the first choice", () => {
  it("prefers Nepali when the browser lists it anywhere", () => {
    expect(localeFromLanguages(["en-US", "ne-NP"])).toBe("ne");
    expect(localeFromLanguages(["ne"])).toBe("ne");
    expect(localeFromLanguages(["en-GB", "hi"])).toBe("en");
    expect(localeFromLanguages(["new"])).toBe("en");
  });

  it("lets a Nepali URL win, then the remembered choice, then the browser", () => {
    expect(wantedLocale("ne", "en", ["en"])).toBe("ne");
    expect(wantedLocale("en", "en", ["ne"])).toBe("en");
    expect(wantedLocale("en", "ne", ["en"])).toBe("ne");
    expect(wantedLocale("en", null, ["ne-NP"])).toBe("ne");
    expect(wantedLocale("en", null, ["en-US"])).toBe("en");
  });

  it("reads the remembered choice from the cookie or localStorage", () => {
    expect(localeFromCookie("a=1; pasal_locale=ne; b=2")).toBe("ne");
    expect(localeFromCookie("pasal_locale=fr")).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, "ne");
    expect(rememberedLocale()).toBe("ne");
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  });
});

describe("numbers and dates", () => {
  it("shows prices with lakh grouping in both languages", () => {
    expect(showPrice(139999)).toBe("Rs. 1,39,999.00");
    setLocale("ne");
    expect(showPrice(139999)).toBe("रु. १,३९,९९९.००");
    expect(number(1234567)).toBe("१२,३४,५६७");
  });

  it("writes numbers and AD dates without the runtime's ICU data, so a server render and the browser agree", () => {
    // Chromium's ICU gives ne-NP Latin digits where Node's gives Devanagari: no Intl for these.
    const format = Intl.NumberFormat;
    const toDate = Date.prototype.toLocaleDateString;
    Intl.NumberFormat = (() => {
      throw new Error("Intl.NumberFormat used");
    }) as unknown as typeof Intl.NumberFormat;
    Date.prototype.toLocaleDateString = function (this: Date, locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      if (String(locales).startsWith("ne")) throw new Error("ne-NP dates from ICU");
      return toDate.call(this, locales, options);
    } as typeof toDate;
    try {
      expect(number(1600)).toBe("1,600");
      expect(number(4.5)).toBe("4.5");
      setLocale("ne");
      expect(number(663)).toBe("६६३");
      expect(number(123456)).toBe("१,२३,४५६");
      // 19:00 UTC on 13 April is 14 April in Kathmandu.
      expect(adDateText(new Date("2025-04-13T19:00:00Z"))).toBe("२०२५ अप्रिल १४");
      expect(adDateText(new Date("2024-12-31T12:00:00Z"))).toBe("२०२४ डिसेम्बर ३१");
    } finally {
      Intl.NumberFormat = format;
      Date.prototype.toLocaleDateString = toDate;
    }
  });

  // Known dates: New Year 2082 BS and 2081 BS (Government of Nepal calendar), Dashain's
  // Vijaya Dashami 2081 (10 Asoj 2081 = 12 October 2024) and 1 Shrawan 2082 (fiscal year start).
  it.each([
    ["2025-04-14T06:00:00Z", "2082-01-01"],
    ["2024-04-13T06:00:00Z", "2081-01-01"],
    ["2024-10-12T06:00:00Z", "2081-06-26"],
    ["2025-07-17T06:00:00Z", "2082-04-01"],
  ])("converts %s to %s BS", (iso, bs) => expect(bsDate(new Date(iso))).toBe(bs));

  it("takes the day in Nepal, not in UTC", () => {
    // 19:00 UTC on 13 April is 00:45 on 14 April in Kathmandu: already the new year.
    expect(bsDate(new Date("2025-04-13T19:00:00Z"))).toBe("2082-01-01");
  });

  it("shows Bikram Sambat with AD beside it in Nepali, AD alone in English", () => {
    const day = new Date("2025-04-14T06:00:00Z");
    expect(orderDateText(day)).toBe("14 April 2025");
    expect(bsDateText(day)).toBe("1 Baisakh 2082 BS");
    setLocale("ne");
    expect(bsDateText(day)).toBe("१ बैशाख २०८२ वि.सं.");
    expect(orderDateText(day)).toBe(`१ बैशाख २०८२ वि.सं. (${adDateText(day)})`);
    expect(adDateText(day)).toMatch(/२०२५/);
  });
});

describe("messages", () => {
  it("follow the current locale synchronously", () => {
    expect(m.home_free_delivery()).toBe("Free delivery");
    setLocale("ne");
    expect(getLocale()).toBe("ne");
    expect(m.home_free_delivery()).toBe("निःशुल्क डेलिभरी");
  });
});

describe("LanguageSwitch", () => {
  function renderAt(path: string, basename?: string) {
    const router = createMemoryRouter([{ path: "*", element: <LanguageSwitch /> }], { initialEntries: [path], basename });
    render(<RouterProvider router={router} />);
    return screen.getByRole("link");
  }

  it("links an English page to its Nepali twin and remembers the choice", () => {
    const link = renderAt("/products?sort=new");
    expect(link).toHaveTextContent("नेपाली");
    expect(link).toHaveAttribute("href", "/ne/products?sort=new");
    expect(link).toHaveAttribute("hreflang", "ne");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ne");
    expect(document.cookie).toContain("pasal_locale=ne");
  });

  it("links a Nepali page back to English", () => {
    setLocale("ne");
    const link = renderAt("/ne/cart", "/ne");
    expect(link).toHaveTextContent("English");
    expect(link).toHaveAttribute("href", "/cart");
  });
});
