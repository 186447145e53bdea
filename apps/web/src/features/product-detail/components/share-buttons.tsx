import { useState } from "react";
import { Link2, Share2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { productPath, type Product } from "@pasal/shared";
import { localizedPath } from "@/lib/i18n/locale";
import { useInBrowser } from "@/lib/use-in-browser";
import { m } from "@/paraglide/messages";

/**
 * The product's canonical address in the page's language: the one its Open Graph tags name, so
 * every share gets the rich preview (and opens in the language it was shared from).
 */
export function canonicalProductUrl(modelName: string, origin = window.location.origin): string {
  return new URL(localizedPath(productPath(modelName)), origin).href;
}

/** Where each app takes a link to share; the text carries the URL for the apps that only take text. */
export function shareTargets(url: string, title: string) {
  const text = `${title} ${url}`;
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(text)}`, tone: "bg-emerald-700 hover:bg-emerald-800" },
    { name: "Viber", href: `viber://forward?text=${encodeURIComponent(text)}`, tone: "bg-violet-600 hover:bg-violet-700" },
    {
      name: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      tone: "bg-blue-600 hover:bg-blue-700",
    },
  ];
}

const canShareNatively = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * Share the product (docs/requirements/catalogue.md#product-page): the phone's own share sheet where the
 * browser has one; else, or when it fails, WhatsApp, Viber, Facebook and Copy link, all with the
 * canonical URL.
 */
export function ShareButtons({ product }: { product: Product }) {
  const [nativeFailed, setNativeFailed] = useState(false);
  const inBrowser = useInBrowser();
  // The link needs the page's own origin and the choice of buttons the browser's share sheet:
  // both are known only in a browser, so the server render and hydration hold the row's place.
  if (!inBrowser) return <div aria-hidden className="h-9" />;
  const url = canonicalProductUrl(product.modelName);

  const shareNatively = async () => {
    try {
      await navigator.share({ title: product.name, text: product.name, url });
    } catch (error) {
      // Closing the sheet is the shopper's choice; anything else means the sheet cannot work here.
      if (!(error instanceof DOMException && error.name === "AbortError")) setNativeFailed(true);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.product_link_copied());
    } catch {
      toast.error(m.product_copy_failed());
    }
  };

  if (canShareNatively() && !nativeFailed) {
    return (
      <button
        type="button"
        onClick={() => void shareNatively()}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Share2 aria-hidden className="size-4" /> {m.product_share()}
      </button>
    );
  }
  return (
    <div role="group" aria-label={m.product_share_group()} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-600">{m.product_share_label()}</span>
      {shareTargets(url, product.name).map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`rounded-full px-3 py-1.5 text-xs font-semibold text-white ${target.tone}`}
        >
          {target.name}
        </a>
      ))}
      <button
        type="button"
        onClick={() => void copyLink()}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Link2 aria-hidden className="size-3.5" /> {m.product_copy_link()}
      </button>
    </div>
  );
}
