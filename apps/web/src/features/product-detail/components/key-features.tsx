import { useMemo } from "react";
import DOMPurify from "dompurify";
import { useInBrowser } from "@/lib/use-in-browser";
import { m } from "@/paraglide/messages";

/** Key features arrive as HTML from the catalogue; render them only after sanitising. */
export function KeyFeatures({ html }: { html: string }) {
  // DOMPurify needs a DOM: the server's page leaves the list to the browser.
  const inBrowser = useInBrowser();
  const clean = useMemo(() => (inBrowser ? DOMPurify.sanitize(html) : ""), [html, inBrowser]);
  if (!clean.trim()) return null;
  return (
    <section aria-labelledby="key-features">
      <h2 id="key-features" className="mb-3 text-lg font-bold text-slate-900">
        {m.product_key_features()}
      </h2>
      <div className="rich-text rounded-2xl border border-slate-200 bg-white p-5" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
