import toast from "react-hot-toast";
import { browser } from "@/lib/browser";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { FacebookIcon, GoogleIcon } from "./brand-icons";

/** The server starts Google's OpenID sign-in here and returns to /auth-success (spec part 1 §2). */
export const GOOGLE_SIGN_IN_PATH = "/api/auth/google";
export const GOOGLE_UNAVAILABLE = "Google sign-in is not available right now. Please use your email and password.";

const buttonClass =
  "flex h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-700 transition hover:bg-slate-50";

export function SocialButtons() {
  const { data: shop } = useShopInfo();

  const onGoogle = () => {
    // Without a configured Google client the server route cannot work; say so instead of failing there.
    if (shop?.googleSignIn) browser.assign(GOOGLE_SIGN_IN_PATH);
    else toast.error(GOOGLE_UNAVAILABLE);
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={onGoogle} className={buttonClass}>
          <GoogleIcon /> Google
        </button>
        <button type="button" onClick={() => toast("Facebook login coming soon")} className={buttonClass}>
          <FacebookIcon /> Facebook
        </button>
      </div>
    </div>
  );
}
