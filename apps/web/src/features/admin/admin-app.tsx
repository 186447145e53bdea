import type { ReactNode } from "react";
import { useRoutes, type RouteObject } from "react-router";
import type { Permission } from "@pasal/shared";
import "./admin.css";
import { AuditPage } from "./audit/audit-page";
import { CustomerDetailPage } from "./customers/customer-detail-page";
import { CustomersPage } from "./customers/customers-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { InboxPage } from "./inbox/inbox-page";
import { ModerationPage } from "./moderation/moderation-page";
import { OrderDetailPage } from "./orders/components/order-detail-page";
import { OrdersPage } from "./orders/components/orders-page";
import { ProductCreatePage, ProductEditPage } from "./products/components/product-edit-page";
import { ProductsPage } from "./products/components/products-page";
import { AdminGuard } from "./session/admin-guard";
import { ForbiddenPage } from "./session/forbidden-page";
import { SalesRegisterPage } from "./reports/sales-register-page";
import { RequirePermission } from "./session/require-permission";
import { SettingsPage } from "./settings/settings-page";
import { InviteAcceptPage } from "./staff/invite-accept-page";
import { StaffPage } from "./staff/staff-page";
import { StockPage } from "./stock/stock-page";

const only = (permission: Permission, page: ReactNode) => <RequirePermission permission={permission}>{page}</RequirePermission>;

// Route objects (useRoutes) rather than <Routes> elements: the element form would pull more of
// react-router into the chunk every shopper loads first.
const ADMIN_ROUTES: RouteObject[] = [
  // Public: the mailed invitation's token is the credential.
  { path: "invite", element: <InviteAcceptPage /> },
  {
    element: <AdminGuard />,
    children: [
      { index: true, element: only("dashboard:read", <DashboardPage />) },
      { path: "orders", element: only("orders:read", <OrdersPage />) },
      { path: "orders/:orderId", element: only("orders:read", <OrderDetailPage />) },
      { path: "products", element: only("catalog:read", <ProductsPage />) },
      { path: "products/new", element: only("catalog:write", <ProductCreatePage />) },
      { path: "products/:productId", element: only("catalog:read", <ProductEditPage />) },
      { path: "stock", element: only("stock:write", <StockPage />) },
      { path: "customers", element: only("customers:read", <CustomersPage />) },
      { path: "customers/:customerId", element: only("customers:read", <CustomerDetailPage />) },
      { path: "moderation", element: only("moderation:write", <ModerationPage />) },
      { path: "inbox", element: only("inbox:read", <InboxPage />) },
      { path: "staff", element: only("staff:manage", <StaffPage />) },
      { path: "settings", element: only("settings:write", <SettingsPage />) },
      { path: "audit", element: only("audit:read", <AuditPage />) },
      { path: "reports", element: only("reports:read", <SalesRegisterPage />) },
      { path: "*", element: <ForbiddenPage inside /> },
    ],
  },
];

/**
 * /admin/*: the back office (docs/requirements/back-office.md#back-office-ui), one lazily loaded chunk
 * with its own stylesheet, so the storefront's first load does not grow. Every call is checked by the
 * server; the screens only hide what the role cannot do.
 */
export function AdminApp() {
  return useRoutes(ADMIN_ROUTES);
}
