/**
 * Expected delivery, in days after the order, by province with district exceptions
 * (docs/requirements/orders.md#delivery-estimates). Kathmandu valley is served from the shop's own
 * riders; other districts by courier, the mountain districts by courier and a flight or a long road.
 * Names are those of the store's location list (GET /api/location).
 */
export interface DeliveryDays {
  min: number;
  max: number;
}

const PROVINCE_DAYS: Record<string, DeliveryDays> = {
  "Koshi Province": { min: 3, max: 5 },
  "Madhesh Province": { min: 3, max: 5 },
  "Bagmati Province": { min: 2, max: 4 },
  "Gandaki Province": { min: 3, max: 5 },
  "Lumbini Province": { min: 3, max: 5 },
  "Karnali Province": { min: 5, max: 8 },
  "Sudurpaschim Province": { min: 4, max: 7 },
};

const DISTRICT_DAYS: Record<string, DeliveryDays> = {
  Kathmandu: { min: 1, max: 2 },
  Lalitpur: { min: 1, max: 2 },
  Bhaktapur: { min: 1, max: 2 },
  Chitwan: { min: 2, max: 3 },
  Kaski: { min: 2, max: 3 },
  Morang: { min: 2, max: 4 },
  Sunsari: { min: 2, max: 4 },
  Rupandehi: { min: 2, max: 4 },
  Banke: { min: 3, max: 4 },
  Kailali: { min: 3, max: 5 },
  Surkhet: { min: 3, max: 5 },
  Solukhumbu: { min: 6, max: 10 },
  Taplejung: { min: 5, max: 8 },
  Manang: { min: 6, max: 10 },
  Mustang: { min: 6, max: 10 },
  Dolpa: { min: 7, max: 12 },
  Humla: { min: 7, max: 12 },
  Mugu: { min: 7, max: 12 },
  Jumla: { min: 6, max: 10 },
  Kalikot: { min: 6, max: 9 },
  Darchula: { min: 6, max: 9 },
  Bajura: { min: 6, max: 9 },
  Bajhang: { min: 6, max: 9 },
};

/** When the district or province is unknown. */
const ANYWHERE: DeliveryDays = { min: 3, max: 7 };

export function deliveryDays(province: string, district: string): DeliveryDays {
  return DISTRICT_DAYS[district.trim()] ?? PROVINCE_DAYS[province.trim()] ?? ANYWHERE;
}

// Made on first use: a formatter with a time zone loads ICU's zone data, a ~30 ms pause that the
// product page (which needs only deliveryDays) paid while loading.
let dayMonth: Intl.DateTimeFormat | undefined;
const dayMonthFormat = () => (dayMonth ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "Asia/Kathmandu" }));

/** "14 – 16 March": the dates an order placed at `placedAt` should arrive between. */
export function deliveryRange(placedAt: string | Date, address: { province: string; district: string }): string {
  const start = new Date(placedAt);
  if (Number.isNaN(start.getTime())) return "";
  const { min, max } = deliveryDays(address.province, address.district);
  const day = 24 * 60 * 60 * 1000;
  const from = dayMonthFormat().format(new Date(start.getTime() + min * day));
  const to = dayMonthFormat().format(new Date(start.getTime() + max * day));
  return from === to ? from : `${from} – ${to}`;
}
