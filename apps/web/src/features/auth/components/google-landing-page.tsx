import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { postGoogleLogin } from "@/lib/auth/auth-api";
import { useAuthStore } from "@/lib/auth-store";
import { m } from "@/paraglide/messages";

export const googleLoginFailedText = () => m.auth_google_failed();

/**
 * /auth-success, where the server's Google callback lands
 * (docs/requirements/accounts.md#google-sign-in). The session already exists; name and email only let
 * the server confirm it belongs to that Google user.
 */
export function GoogleLandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setAuthUser = useAuthStore((state) => state.setAuthUser);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    const fail = () => {
      toast.error(googleLoginFailedText());
      navigate("/auth", { replace: true });
    };
    const name = params.get("name")?.trim();
    const email = params.get("email")?.trim();
    if (!name || !email) return fail();

    postGoogleLogin({ name, email }).then(({ user }) => {
      setAuthUser(user);
      toast.success(m.auth_logged_in());
      navigate("/", { replace: true });
    }, fail);
  }, [params, navigate, setAuthUser]);

  return <Spinner label={m.auth_google_logging_in()} className="min-h-[60vh]" />;
}
