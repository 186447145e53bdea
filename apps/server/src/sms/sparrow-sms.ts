import { SmsError, type SmsMessage, type SmsProvider } from "./sms-provider.js";

/**
 * Sparrow SMS (Nepal), its v2 send call: `token`, `from` (the sender identity Sparrow approved), `to`
 * (ten digits) and `text`, posted as a form. It answers 200 `{ count, response_code: 200, … }` when it
 * took the message and 403 `{ response_code: 1000–1013, response }` when it refused (a bad token or
 * sender, no credit, a bad number): those are not worth repeating. Anything else (5xx, no answer) is.
 */
export class SparrowSms implements SmsProvider {
  readonly id = "sparrow";

  constructor(private readonly options: { url: string; token: string; from: string; timeoutMs?: number }) {}

  async deliver(message: SmsMessage): Promise<void> {
    const body = new URLSearchParams({ token: this.options.token, from: this.options.from, to: message.to, text: message.text });
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new SmsError("Sparrow SMS did not answer", "network", true);
    }
    const answer = (await response.json().catch(() => ({}))) as { response_code?: number; count?: number };
    if (response.status === 200 && answer.response_code === 200) return;
    const code = String(answer.response_code ?? response.status);
    throw new SmsError(`Sparrow SMS refused the message (${code})`, code, response.status >= 500 || response.status === 429);
  }
}
