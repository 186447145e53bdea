import { PERMISSIONS, hasPermission, type Permission } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES_UNDER_TEST, member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";

// A syntactically valid id that names nothing: allowed callers then get 404/400, never 401/403.
const NOBODY = "00000000-0000-4000-8000-000000000000";

describe.each(databaseKinds)("every admin route is guarded by its declared permission (%s)", (kind) => {
  let t: TestApp;
  const members = new Map<string, Member>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ROLES_UNDER_TEST) members.set(role, await member(t, role));
  });
  afterAll(async () => t?.close());

  const adminRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/admin/"));

  it("finds the admin routes in the route table, each with a known permission", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      expect(PERMISSIONS, `${route.method} ${route.url}`).toContain(route.permission);
    }
  });

  it("answers 401 without a session and 403 to a role without the permission, and lets the others through", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, NOBODY);
      const call = (cookie?: string) =>
        t.app.inject({
          method: route.method as "GET",
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
      const none = await call();
      if (none.statusCode !== 401) failures.push(`${route.method} ${url} without a session → ${none.statusCode}`);
      for (const role of ROLES_UNDER_TEST) {
        const response = await call(members.get(role)!.cookie);
        const allowed = role !== "customer" && hasPermission(role, route.permission as Permission);
        const ok = allowed ? response.statusCode !== 401 && response.statusCode !== 403 : response.statusCode === 403;
        if (!ok) failures.push(`${route.method} ${url} as ${role} → ${response.statusCode} (${allowed ? "allowed" : "refused"} expected)`);
        if (!allowed) expect(response.json()).toHaveProperty("message");
      }
    }
    expect(failures).toEqual([]);
  });

  it("a route that declares no permission stops the app from starting", async () => {
    const { buildApp } = await import("../src/app.js");
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get("/api/admin/unguarded", async () => ({}))).toThrow(/declares no permission/);
    await app.close().catch(() => {});
  });

  it("tells the back office who is signed in and what the role may do", async () => {
    const support = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie: members.get("support")!.cookie } });
    expect(support.statusCode).toBe(200);
    const body = support.json();
    expect(body.role).toBe("support");
    expect(body.user.email).toBe(members.get("support")!.email);
    expect(body.permissions).toContain("orders:ship");
    expect(body.permissions).not.toContain("prices:write");
    expect(body.permissions).not.toContain("stock:write");
    expect(body.permissions).not.toContain("staff:manage");
    expect(body.permissions).not.toContain("settings:write");
    const owner = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie: members.get("owner")!.cookie } });
    expect(owner.json().permissions).toEqual([...PERMISSIONS]);
  });
});
