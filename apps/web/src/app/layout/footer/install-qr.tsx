import { useEffect, useState } from "react";
import { Link } from "react-router";
import { localizedPath } from "@/lib/i18n/locale";
import { useInView } from "@/lib/use-in-view";
import { m } from "@/paraglide/messages";

/** A QR code, drawn in the browser, that opens the install page on a phone. */
export function InstallQr() {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const { ref, seen } = useInView<HTMLDivElement>();

  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    // install=true: the install page asks at once when the phone's browser offers it
    // (docs/requirements/app-shell.md#installable-app). The phone opens the page in the language this
    // one is in.
    const target = `${window.location.origin}${localizedPath("/install?install=true")}`;
    // Loaded on demand: the encoder is only needed once the footer nears the screen (decision 023).
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toDataURL(target, { margin: 1, width: 240, color: { dark: "#0f172a", light: "#ffffff" } }))
      .then((url) => !cancelled && setDataUrl(url))
      .catch(() => !cancelled && setDataUrl(null));
    return () => {
      cancelled = true;
    };
  }, [seen]);

  return (
    <div ref={ref} className="flex items-center gap-4 sm:flex-col sm:items-start">
      <div className="size-28 shrink-0 overflow-hidden rounded-xl bg-white p-1.5">
        {dataUrl && <img src={dataUrl} alt={m.layout_qr_alt()} className="size-full" />}
      </div>
      <p className="text-sm text-slate-400">
        {m.layout_install_before()}
        <Link to="/install" className="font-medium text-white underline underline-offset-2 hover:no-underline">
          {m.layout_install_link()}
        </Link>
        {m.layout_install_after()}
      </p>
    </div>
  );
}
