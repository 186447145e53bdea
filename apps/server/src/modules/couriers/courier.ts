import type { OrderStatus } from "@pasal/shared";

/** What a courier needs to book one parcel (decision 040). Amounts in paisa. */
export interface Parcel {
  orderNumber: string;
  name: string;
  phone: string;
  /** The street, landmark, local level and district, as one line. */
  address: string;
  district: string;
  /** What the rider collects at the door: the total for cash on delivery, 0 when paid online. */
  codPaisa: number;
  instruction: string;
}

export interface Booking {
  /** The courier's id of the parcel: the order's tracking number. */
  trackingNumber: string;
  trackingUrl: string;
}

/** A courier's word about a parcel, and the order status it means (none for the steps in between). */
export interface CourierUpdate {
  status: string;
  at: Date;
  orderStatus: Extract<OrderStatus, "delivered" | "returned"> | null;
}

/** 4xx from the courier (a district it does not serve, say): the message is the courier's reason, shown to staff. */
export class CourierRefusal extends Error {}

/** One courier behind the same calls; the registry (index.ts) lists the ones set up. */
export interface Courier {
  readonly id: string;
  readonly name: string;
  book(parcel: Parcel): Promise<Booking>;
  /** The parcel's latest status, asked of the courier (the poll behind the webhook). */
  latest(trackingNumber: string): Promise<CourierUpdate | null>;
}
