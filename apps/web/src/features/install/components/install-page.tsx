import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { ShoppingBag, WifiOff, Zap } from "lucide-react";
import { promptInstall, useInstallState } from "@/lib/install-prompt";
import { usePageMeta } from "@/lib/use-page-meta";
import { usePlatform } from "../platform";
import { INSTALL_TEXTS } from "../install-texts";
import { InstallStatus } from "./install-status";
import { m } from "@/paraglide/messages";

// Message functions, read in the current language when rendered.
const BENEFITS = [
  { id: "fast", icon: Zap, text: m.install_benefit_fast },
  { id: "offline", icon: WifiOff, text: m.install_benefit_offline },
  { id: "close", icon: ShoppingBag, text: m.install_benefit_close },
];

/**
 * /install (docs/requirements/app-shell.md#installable-app); `?install=true` (the footer's QR code) asks
 * at once.
 */
export function InstallPage() {
  usePageMeta(INSTALL_TEXTS.title, m.install_meta_description());
  const { prompt, installed } = useInstallState();
  const [params] = useSearchParams();
  const platform = usePlatform();
  const autoPrompted = useRef(false);

  useEffect(() => {
    if (!prompt || autoPrompted.current || params.get("install") !== "true") return;
    autoPrompted.current = true;
    void promptInstall();
  }, [prompt, params]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center lg:py-16">
      <img src="/icons/icon-192.png" alt="" width={96} height={96} className="size-24 rounded-3xl shadow-lg shadow-brand-600/25" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{INSTALL_TEXTS.title}</h1>
      <p className="mt-3 text-slate-600">{m.install_intro()}</p>
      <ul className="mt-8 w-full space-y-3 text-left">
        {BENEFITS.map(({ id, icon: Icon, text }) => (
          <li key={id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
            <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
            {text()}
          </li>
        ))}
      </ul>
      <div className="mt-8 w-full rounded-2xl bg-slate-100 px-6 py-6">
        <InstallStatus installed={installed} canPrompt={prompt !== null} platform={platform} onInstall={() => void promptInstall()} />
      </div>
    </div>
  );
}
