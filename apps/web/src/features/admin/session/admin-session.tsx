import { createContext, useContext, type ReactNode } from "react";
import type { AdminMe, Permission } from "@pasal/shared";

const AdminSessionContext = createContext<AdminMe | null>(null);

export function AdminSessionProvider({ me, children }: { me: AdminMe; children: ReactNode }) {
  return <AdminSessionContext.Provider value={me}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminMe {
  const me = useContext(AdminSessionContext);
  if (!me) throw new Error("useAdminSession is used outside the back office");
  return me;
}

/**
 * Whether the signed-in role holds a permission. The server checks every call anyway; this only
 * hides what would be refused (docs/requirements/back-office.md#roles-and-permissions: the UI hides what
 * a role cannot do).
 */
export function useCan(): (permission: Permission) => boolean {
  const { permissions } = useAdminSession();
  return (permission) => permissions.includes(permission);
}

/** Renders its children only for a role with the permission, else nothing (or the fallback). */
export function Can({ permission, children, fallback = null }: { permission: Permission; children: ReactNode; fallback?: ReactNode }) {
  return useCan()(permission) ? <>{children}</> : <>{fallback}</>;
}
