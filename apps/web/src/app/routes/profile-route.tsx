import { Navigate } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Spinner } from "@/components/spinner";
import { useAuthStore } from "@/lib/auth-store";

/** /profile is the one signed-in-only route (spec part 1 §2, §6). */
export function ProfileRoute() {
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);

  if (isCheckingAuth && !authUser) return <Spinner label="Checking your session…" />;
  if (!authUser) return <Navigate to="/auth" replace />;
  return <PlaceholderPage title="Your Profile" />;
}
