import { Navigate, useLocation } from "react-router";

/** An address that moved: replaces the history entry, keeping the query and the #section. */
export function MovedPage({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
