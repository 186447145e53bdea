/** One text message to a Nepali mobile number (10 digits, 97/98…). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** A gateway that delivers text messages: one per provider (decision 039), chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly id: string;
  /** Resolves when the gateway took the message; throws an `SmsError` when it refused it. */
  deliver(message: SmsMessage): Promise<void>;
}

/** The gateway's refusal: `retryable` when asking again may help (the gateway down or busy). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
