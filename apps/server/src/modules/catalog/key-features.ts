import sanitizeHtml from "sanitize-html";

/**
 * Key features are rich text shown as HTML on the product page
 * (docs/requirements/catalogue.md#catalogue-data): only formatting tags are kept, and links only to
 * http(s) or mail. Scripts, event handlers, styles, frames and images (pictures belong in `images`) are
 * dropped before the text is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "h3",
    "h4",
    "h5",
    "span",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "blockquote",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeKeyFeatures(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
