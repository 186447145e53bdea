import type { ReactNode } from "react";
import type { Permission } from "@pasal/shared";
import { useCan } from "./admin-session";
import { ForbiddenPage } from "./forbidden-page";

/** A screen the role may not open shows 403 inside the layout (a typed address, an old link). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan()(permission) ? <>{children}</> : <ForbiddenPage inside />;
}
