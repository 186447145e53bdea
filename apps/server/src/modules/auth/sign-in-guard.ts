import type { Redis } from "ioredis";
import { hmac, randomToken, safeEqual } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import { FailureCounter, tryAgainIn } from "./failure-counter.js";

/** Remembers, per browser, the account that last signed in there (OWASP "device cookies"). */
export const DEVICE_COOKIE = "pasal_device";
export const DEVICE_COOKIE_DAYS = 365;

export interface SignInSource {
  email: string;
  ip: string;
  /** The browser's device cookie, if it has one. */
  device?: string;
}

/**
 * Password guessing is limited without letting a stranger lock a shopper out (decision 011).
 * Only failures count, and they count per account and source together: ten wrong passwords from
 * one address stop that address, not the shopper elsewhere. Unfamiliar sources also share a
 * per-account budget (a short wait once spent) and a per-address budget across accounts
 * (credential stuffing). A browser that signed in to the account before proves it with its
 * device cookie and is judged only by its own failures, so even a distributed attack on one
 * account leaves its owner's own browser working.
 */
export class SignInGuard {
  private readonly perSource: FailureCounter;
  private readonly perDevice: FailureCounter;
  private readonly perAccount: FailureCounter;
  private readonly perAddress: FailureCounter;

  constructor(
    redis: Redis | undefined,
    private readonly secret: string,
  ) {
    this.perSource = new FailureCounter(redis, "login-source", 10, 15);
    this.perDevice = new FailureCounter(redis, "login-device", 10, 15);
    this.perAccount = new FailureCounter(redis, "login-account", 30, 10);
    this.perAddress = new FailureCounter(redis, "login-ip", 100, 60);
  }

  /**
   * Runs the password check only after taking a failure slot on every counter that judges this
   * source (atomically, so parallel guesses cannot all pass a check made before any of them
   * failed); a wrong password keeps the slots, anything else gives them back, and a success also
   * clears this source's own failures. Returns the device cookie to give the browser.
   */
  async attempt<T>(source: SignInSource, checkPassword: () => Promise<T>): Promise<{ result: T; device: string }> {
    const email = source.email.trim().toLowerCase();
    const knownDevice = this.deviceId(email, source.device);
    const counters: [FailureCounter, string][] = knownDevice
      ? [[this.perDevice, knownDevice]]
      : [
          [this.perSource, `${email}|${source.ip}`],
          [this.perAccount, email],
          [this.perAddress, source.ip],
        ];
    const reserved: [FailureCounter, string][] = [];
    const refund = (slots: [FailureCounter, string][]) => Promise.all(slots.map(([counter, key]) => counter.refund(key)));
    for (const [counter, key] of counters) {
      const wait = await counter.reserve(key);
      if (wait > 0) {
        await refund(reserved);
        const hint = counter === this.perAccount ? " You can still sign in from a browser you have used before." : "";
        throw new HttpError(429, `Too many attempts. ${tryAgainIn(wait)}${hint}`);
      }
      reserved.push([counter, key]);
    }
    let result: T;
    try {
      result = await checkPassword();
    } catch (error) {
      // Only a wrong password is a failure; the slots of anything else go back.
      if (!(error instanceof HttpError && error.statusCode === 401)) await refund(reserved);
      throw error;
    }
    // The per-account and per-address budgets get this attempt's slot back but are not cleared:
    // a success on one's own account must not buy more guesses at another.
    const [own, ...shared] = reserved;
    await own![0].clear(own![1]);
    await refund(shared);
    return { result, device: knownDevice ? source.device! : this.deviceCookieFor(email) };
  }

  /** A device cookie names a random device id and proves, by HMAC, which account it signed in to. */
  deviceCookieFor(email: string): string {
    email = email.trim().toLowerCase();
    const id = randomToken();
    return `${id}.${this.proof(email, id)}`;
  }

  private deviceId(email: string, cookie: string | undefined): string | undefined {
    const [id, proof] = cookie?.split(".") ?? [];
    return id && proof && safeEqual(proof, this.proof(email, id)) ? id : undefined;
  }

  private proof(email: string, id: string): string {
    return hmac(this.secret, `device:${email}:${id}`);
  }
}
