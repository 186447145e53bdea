import { CheckCircle2, Download, LoaderCircle, Share, SquarePlus } from "lucide-react";
import { Link } from "react-router";
import type { InstallPlatform } from "../platform";
import { INSTALL_TEXTS } from "../install-texts";
import { richText } from "@/lib/rich-text";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type Props = { installed: boolean; canPrompt: boolean; platform: InstallPlatform; onInstall: () => void };

const pill = "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold";

/** One of the page's states: installed, prompt available, Android waiting, iOS steps, unavailable. */
export function InstallStatus({ installed, canPrompt, platform, onInstall }: Props) {
  if (installed) {
    return (
      <div className="flex flex-col items-center gap-4">
        <p className="flex items-center gap-2 font-semibold text-emerald-700">
          <CheckCircle2 aria-hidden className="size-5" /> {INSTALL_TEXTS.installed}
        </p>
        <Link to="/" className={`${pill} bg-brand-600 text-white hover:bg-brand-700`}>
          {m.install_start()}
        </Link>
      </div>
    );
  }
  if (canPrompt) {
    return (
      <button type="button" onClick={onInstall} className={`${pill} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}>
        <Download aria-hidden className="size-4" /> {INSTALL_TEXTS.title}
      </button>
    );
  }
  if (platform === "android") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> {INSTALL_TEXTS.waiting}
      </p>
    );
  }
  if (platform === "ios") {
    return (
      <div className="text-left">
        <p className="text-sm font-semibold text-slate-900">{m.install_ios_title()}</p>
        <ol className="mt-3 space-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <span className="grid size-6 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">{number(1)}</span>
            {richText(m.install_ios_step1, { icon: <Share aria-label={m.install_share_icon()} className="size-4 text-brand-600" /> })}
          </li>
          <li className="flex items-center gap-2">
            <span className="grid size-6 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">{number(2)}</span>
            {richText(m.install_ios_step2, { icon: <SquarePlus aria-hidden className="size-4 text-brand-600" /> })}
          </li>
        </ol>
      </div>
    );
  }
  return <p className="text-sm text-slate-600">{INSTALL_TEXTS.unavailable}</p>;
}
