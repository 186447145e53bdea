// Types for payment-gateways.mjs, so the server's TypeScript tests can drive the fakes.
export interface FakeEsewaTransaction {
  total_amount: string;
  status: string;
  ref_id: string | null;
  success_url: string;
  failure_url: string;
}
export interface FakeEsewa {
  url: string;
  formUrl: string;
  statusUrl: string;
  transactions: Map<string, FakeEsewaTransaction>;
  state: { down: boolean; statusChecks: number };
  pay(uuid: string): string | null;
  cancel(uuid: string): string | null;
  completeLater(uuid: string): boolean;
  setStatus(uuid: string, status: string): void;
  signData(data: Record<string, string> & { signed_field_names: string }, key?: string): string;
  close(): Promise<void>;
}
export function startFakeEsewa(options?: { port?: number; productCode?: string; secretKey?: string }): Promise<FakeEsewa>;

export interface FakeKhaltiPayment {
  amount: number;
  status: string;
  transaction_id: string | null;
  return_url: string;
  purchase_order_id: string;
  purchase_order_name: string;
  /** Paisa refunded through the refund API so far. */
  refunded?: number;
}
export interface FakeKhalti {
  url: string;
  apiUrl: string;
  secretKey: string;
  payments: Map<string, FakeKhaltiPayment>;
  state: { down: boolean; lookups: number; refunds: number };
  pay(pidx: string): string | null;
  cancel(pidx: string): string | null;
  completeLater(pidx: string): boolean;
  setStatus(pidx: string, status: string): void;
  reportAmount(pidx: string, paisa: number): void;
  close(): Promise<void>;
}
export function startFakeKhalti(options?: { port?: number; secretKey?: string }): Promise<FakeKhalti>;

export interface FakeFonepayPayment {
  /** Rupees with two decimals, as requested ("1500.00"). */
  amount: string;
  status: "initiated" | "success" | "cancelled";
  uid: string | null;
  bc: string | null;
  ini: string | null;
  ru: string;
  r1: string;
  reportedAmount?: string;
}
export interface FakeFonepay {
  url: string;
  merchantCode: string;
  secret: string;
  payments: Map<string, FakeFonepayPayment>;
  state: { down: boolean; verifications: number };
  pay(prn: string): string | null;
  cancel(prn: string): string | null;
  completeLater(prn: string): boolean;
  reportAmount(prn: string, rupees: string): void;
  returnUrl(ru: string, fields: Record<string, string>, key?: string): string;
  close(): Promise<void>;
}
export function startFakeFonepay(options?: { port?: number; merchantCode?: string; secret?: string }): Promise<FakeFonepay>;
