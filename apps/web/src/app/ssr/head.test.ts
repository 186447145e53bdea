import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { renderHead } from "./head";
import { ROUTE_DATA } from "./route-data";

afterEach(() => setLocale("en"));

const args = (path: string) => ({ queryClient: new QueryClient(), params: {}, url: new URL(`https://pasal.test${path}`), shop: undefined });

describe("server-rendered head in the page's language", () => {
  it("titles and describes a page in English at the root and in Nepali under /ne", () => {
    expect(ROUTE_DATA["not-found"]!.head!(args("/nothing")).title).toBe("Page not found | Pasal");
    expect(ROUTE_DATA.products!.head!(args("/products?search=a55")).title).toBe("Search: a55 | Pasal");
    setLocale("ne");
    expect(ROUTE_DATA["not-found"]!.head!(args("/ne/nothing")).title).toBe("पृष्ठ भेटिएन | Pasal");
    expect(ROUTE_DATA.products!.head!(args("/ne/products?search=a55")).title).toBe("खोज: a55 | Pasal");
    expect(ROUTE_DATA.help!.head!(args("/ne/help")).title).toBe("सहायता केन्द्र | Pasal");
  });

  it("writes the price card in the page's language", () => {
    const context = { origin: "https://pasal.test", path: "/products/A55", shopName: "Pasal" };
    const head = { title: "A55 | Pasal", description: "A phone", price: 139999 };
    const english = renderHead(head, { ...context, basename: "" });
    expect(english).toContain('<meta name="twitter:label1" content="Price" />');
    expect(english).toContain('<meta name="twitter:data1" content="Rs. 1,39,999.00" />');
    const nepali = renderHead(head, { ...context, basename: "/ne" });
    expect(nepali).toContain('<meta name="twitter:label1" content="मूल्य" />');
    expect(nepali).toContain('<meta name="twitter:data1" content="रु. १,३९,९९९.००" />');
  });
});
