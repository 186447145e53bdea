import { browser } from "@/lib/browser";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";
import { GoogleIcon } from "./brand-icons";

/**
 * The server starts Google's OpenID sign-in here and returns to /auth-success
 * (docs/requirements/accounts.md#google-sign-in).
 */
export const GOOGLE_SIGN_IN_PATH = "/api/auth/google";
/** Shown when the server sends the browser back from a Google sign-in that could not start. */
export const googleUnavailableText = () => m.auth_google_unavailable();

const buttonClass =
  "flex h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-700 transition hover:bg-slate-50";

/**
 * Other ways to sign in, shown only when they work (docs/requirements/accounts.md#sign-up-and-sign-in):
 * Google only when the server says it is configured (GET /api/shop `googleSignIn`); Facebook has no
 * server side at all, so there is no Facebook button (docs/spec-deviations.md). With none available,
 * nothing is shown.
 */
export function SocialButtons() {
  const { data: shop } = useShopInfo();
  if (!shop?.googleSignIn) return null;

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        {m.auth_or_continue()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={() => browser.assign(GOOGLE_SIGN_IN_PATH)} className={buttonClass}>
          <GoogleIcon /> Google
        </button>
      </div>
    </div>
  );
}
