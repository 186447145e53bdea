import type { Order } from "@pasal/shared";

/** An order as GET /api/orders returns it (test data). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: "o1",
    orderId: "ORD-7K3M9Q",
    status: "processing",
    createdAt: "2025-03-12T08:30:00.000Z",
    totalAmount: 106998,
    products: [
      {
        productId: "p1",
        modelName: "Galaxy A55",
        name: "Galaxy A55 5G",
        image: "/media/a55.svg",
        price: 52999,
        quantity: 2,
        color: "Awesome Navy",
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
      landMark: "Bishal Bazar",
      shortnote: "",
      province: "Bagmati Province",
      district: "Kathmandu",
      municipality: "Kathmandu Metropolitan City",
    },
    ...overrides,
  };
}
