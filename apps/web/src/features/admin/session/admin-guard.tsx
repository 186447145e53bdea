import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router";
import { ErrorState } from "@/components/error-state";
import { Spinner } from "@/components/spinner";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { AdminLayout } from "../layout/admin-layout";
import { AdminSessionProvider } from "./admin-session";
import { ForbiddenPage } from "./forbidden-page";
import { adminMeQuery } from "./get-admin-me";

/** Guests go to the sign-in page, customers see 403, the shop's people get the back office. */
export function AdminGuard() {
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const checkAuth = useAuthStore((state) => state.checkAuth);
  const location = useLocation();
  // Every role but "customer" runs the shop (owner, staff, support).
  const staff = Boolean(authUser && authUser.role !== "customer");
  const me = useQuery({ ...adminMeQuery(authUser?._id ?? ""), enabled: staff });

  // The storefront's layout checks the session; /admin has its own layout, so it asks here.
  useEffect(() => {
    if (!useAuthStore.getState().authUser) void checkAuth();
  }, [checkAuth]);

  if (!authUser && isCheckingAuth) return <Spinner className="min-h-dvh" label="Checking your session…" />;
  if (!authUser) return <Navigate to="/auth" replace state={{ from: "admin", path: location.pathname + location.search }} />;
  if (!staff) return <ForbiddenPage />;
  if (me.isPending) return <Spinner className="min-h-dvh" label="Opening the back office…" />;
  if (me.isError) {
    if ((me.error as { status?: number }).status === 403) return <ForbiddenPage />;
    return <ErrorState title="Could not open the back office" message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  return (
    <AdminSessionProvider me={me.data}>
      <AdminLayout />
    </AdminSessionProvider>
  );
}
