import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Toaster } from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ROLE_PERMISSIONS, type AdminMe, type AdminOrderDetail, type UserRole } from "@pasal/shared";
import { routes } from "@/app/routes";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";

/** The signed-in user of a role, and what GET /admin/me answers for them. */
export function signInAs(role: UserRole): AdminMe {
  const user = makeAuthUser({ _id: `u-${role}`, role, fullName: `Test ${role}`, email: `${role}@pasal.test` });
  useAuthStore.setState({ authUser: user, isCheckingAuth: false });
  return { user, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

/** The whole app's route table at `path`, as a visitor reaches it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

export function makeAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    _id: "o1",
    orderId: "ORD-7K3M9Q",
    status: "processing",
    createdAt: "2025-03-12T08:00:00.000Z",
    totalAmount: 52999,
    products: [
      {
        productId: "p1",
        modelName: "Galaxy A55",
        name: "Galaxy A55 5G",
        image: "",
        price: 52999,
        quantity: 1,
        color: "Navy",
        variant: "8GB/256GB",
        model: "",
        bundle: "",
      },
    ],
    paymentMethod: "cod",
    paymentStatus: "pending",
    trackingNumber: null,
    transactionId: null,
    contact: { firstName: "Sita", lastName: "Sharma", email: "sita@example.com", phone: "9812345678" },
    shippingAddress: {
      street: "New Road 5",
      city: "Kathmandu",
      landMark: "",
      shortnote: "",
      province: "Bagmati Province",
      district: "Kathmandu",
      municipality: "Kathmandu",
      location: null,
    },
    version: 3,
    carrier: null,
    couriers: [],
    refundDueAmount: null,
    updatedAt: "2025-03-12T08:00:00.000Z",
    customer: { id: "u1", fullName: "Sita Sharma", email: "sita@example.com", phoneNumber: "9812345678", guest: false },
    invoiceNumber: null,
    receivedAmount: 0,
    refundableAmount: 0,
    refunds: [],
    creditNotes: [],
    history: [],
    notes: [],
    ...overrides,
  };
}
