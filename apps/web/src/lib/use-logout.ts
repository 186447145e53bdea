import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuthStore } from "./auth-store";

/**
 * Logout goes home (docs/requirements/accounts.md#profile-and-addresses). Leaving first keeps a
 * signed-in-only page from reacting to the sign-out before the move; /profile also sends a
 * just-signed-out user home.
 */
export function useLogout(): () => Promise<void> {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate("/");
    await logout();
  }, [logout, navigate]);
}
