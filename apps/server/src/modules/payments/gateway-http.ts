import { GatewayError } from "./payment-provider.js";

export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a gateway with a deadline. Any network failure, timeout or non-JSON answer becomes
 * a GatewayError, so callers decide nothing on it; the HTTP status is the caller's to judge.
 */
export async function callGateway(url: string, init: RequestInit, timeoutMs: number): Promise<GatewayAnswer> {
  const { status, text } = await callGatewayText(url, init, timeoutMs);
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw new GatewayError(`${new URL(url).host} answered ${status} without JSON`);
  }
}

/** The same call for a gateway that answers in another format (Fonepay's verification answers XML). */
export async function callGatewayText(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GatewayError(`${new URL(url).host} could not be reached: ${(error as Error).message}`);
  }
  try {
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new GatewayError(`${new URL(url).host} answer could not be read: ${(error as Error).message}`);
  }
}

/** Paisa as the rupee string eSewa takes: 150000 → "1500", 150050 → "1500.50". */
export function rupeeString(paisa: number): string {
  return paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2);
}

/** A rupee amount as a gateway writes it ("1,500.0", "1500", 1500.5) → paisa, or null when unreadable. */
export function paisaFromRupees(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/,/g, "").trim() : "";
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
