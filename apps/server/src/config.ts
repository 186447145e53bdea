import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./lib/trust-proxy.js";

/**
 * Every setting comes from the environment (and an optional .env loaded by main.ts), parsed once
 * here. A bad value stops the start with a message naming the variable.
 */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0", "yes", "no"].includes(v), "must be true or false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (protocols.some((p) => v.startsWith(`${p}:`)) && URL.canParse(v)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}:`).join(" or ")}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The legal settings' shipped defaults: stand-ins until the owner sets them, never shown — the
 * storefront leaves an unset field out (docs/requirements/back-office.md#shop-settings), the settings
 * form shows it empty and invoices print only the saved settings (decision 030).
 */
export const SHOP_LEGAL_PLACEHOLDERS = {
  SHOP_PAN: "000000000",
  SHOP_REGISTRATION_NO: "Not set",
  SHOP_ECOMMERCE_LISTING_NO: "Not set",
  SHOP_GRIEVANCE_OFFICER: "Grievance officer, support@pasal.com.np, 9801234567",
} as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    /**
     * Which reverse proxies (nginx, a load balancer) may set X-Forwarded-*: a hop count, or their
     * addresses/CIDRs. `true` would believe any client's header and is refused (trust-proxy.ts).
     */
    TRUST_PROXY: trustProxySetting,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    REDIS_URL: optionalUrl(["redis", "rediss"]),
    /** Background jobs (mail, recommendation signals) get their own PostgreSQL pool of this many connections. */
    JOB_DB_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(2),
    /** Tries per background job before it is logged and given up; retries wait JOB_BACKOFF_MS, then twice as long each time. */
    JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    JOB_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
    /** Redis key prefix of the BullMQ job queue (when REDIS_URL is set). */
    JOB_QUEUE_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_-]+$/, "letters, digits, : _ - only")
      .default("pasal:jobs"),
    PUBLIC_URL: optionalUrl(["http", "https"]),
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((o) => o.trim().replace(/\/$/, ""))
          .filter(Boolean),
      )
      .refine((origins) => origins.every((o) => /^https?:\/\/[^/]+$/.test(o)), "must be comma-separated origins like https://shop.example.com"),
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    MAIL_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: z.string().trim().url().default("https://accounts.google.com"),
    SEED_DEMO: booleanFlag.default(true),
    SHOP_NAME: z.string().trim().min(1).default("Pasal"),
    SHOP_TAGLINE: z.string().trim().min(1).default("Phones, laptops and accessories, delivered across Nepal"),
    SHOP_PHONES: z
      .string()
      .default("9801234567,9812345678")
      .transform((v) =>
        v
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine((phones) => phones.length > 0, "needs at least one phone number"),
    SHOP_EMAIL: z.string().trim().email().default("support@pasal.com.np"),
    SHOP_ADDRESS: z.string().trim().min(1).default("New Road, Kathmandu 44600, Nepal"),
    SHOP_SUPPORT_HOURS: z.string().trim().min(1).default("10 AM – 6 PM, Sunday to Friday"),
    SHOP_RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /**
     * Pre-fill the back office's settings form (docs/requirements/back-office.md#shop-settings); invoices
     * print only what the owner saved there (decision 030).
     */
    SHOP_PAN: z.string().trim().min(1).default(SHOP_LEGAL_PLACEHOLDERS.SHOP_PAN),
    SHOP_REGISTRATION_NO: z.string().trim().min(1).default(SHOP_LEGAL_PLACEHOLDERS.SHOP_REGISTRATION_NO),
    SHOP_ECOMMERCE_LISTING_NO: z.string().trim().min(1).default(SHOP_LEGAL_PLACEHOLDERS.SHOP_ECOMMERCE_LISTING_NO),
    SHOP_GRIEVANCE_OFFICER: z.string().trim().min(1).default(SHOP_LEGAL_PLACEHOLDERS.SHOP_GRIEVANCE_OFFICER),
    /** Map tiles behind the checkout's delivery pin; the tile host is allowed in the CSP img-src. */
    MAP_TILE_URL: z
      .string()
      .trim()
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
      .refine((v) => /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), "must be an http(s) URL pattern with {z}, {x} and {y}"),
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    WEB_DIST_DIR: optionalText,
    /** Chat messages a shopper may send per minute, per conversation and per socket connection. */
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(20),
    /** Where uploads live: DATA_DIR/uploads on this machine, or an S3-compatible bucket shared by every instance. */
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_ENDPOINT: optionalUrl(["http", "https"]),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /**
     * eSewa ePay v2 (docs/requirements/payments.md#payment-verification). Defaults: eSewa's public test
     * merchant and its sandbox endpoints.
     */
    ESEWA_PRODUCT_CODE: z.string().trim().min(1).default("EPAYTEST"),
    ESEWA_SECRET_KEY: z.string().trim().min(1).default("8gBm/:&EnhH.1/q"),
    ESEWA_FORM_URL: z.string().trim().url().default("https://rc-epay.esewa.com.np/api/epay/main/v2/form"),
    ESEWA_STATUS_URL: z.string().trim().url().default("https://rc.esewa.com.np/api/epay/transaction/status/"),
    /** Khalti KPG-2: each merchant has its own key (none is public), so Khalti is offered only when it is set. */
    KHALTI_SECRET_KEY: optionalText,
    KHALTI_API_URL: z.string().trim().url().default("https://dev.khalti.com/api/v2"),
    /** Fonepay web payment, spec v2 (decision 033): offered only with both a merchant code (PID) and its secret. */
    FONEPAY_MERCHANT_CODE: optionalText,
    FONEPAY_SECRET: optionalText,
    /** Fonepay's base address: its payment page is {url}/api/merchantRequest, its verification {url}/api/merchantRequest/verificationMerchant. */
    FONEPAY_URL: z.string().trim().url().default("https://dev-clientapi.fonepay.com"),
    /** An online order still unpaid this long after it was placed is cancelled and its stock put back. */
    PAYMENT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(60),
    /** How long the server waits for a gateway before treating it as down. */
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Nepal Can Move (decision 040): parcels are booked with it when the token is set. */
    NCM_API_URL: z.string().trim().url().default("https://portal.nepalcanmove.com/api/"),
    NCM_API_TOKEN: optionalText,
    /** The NCM branch that picks parcels up from the shop. */
    NCM_PICKUP_BRANCH: z.string().trim().min(1).default("TINKUNE"),
    /** The shared secret in the webhook address NCM is given (?token=…); without it the webhook answers 401. */
    NCM_WEBHOOK_TOKEN: optionalText,
    /** A parcel's page for shoppers; {id} is NCM's order id. */
    NCM_TRACKING_URL: z
      .string()
      .trim()
      .default("https://www.nepalcanmove.com/track?id={id}")
      .refine((v) => /^https?:\/\/.+\{id\}/.test(v), "must be an http(s) URL with {id}"),
    /** Text messages (decision 039): through Sparrow SMS when set to "sparrow", else written to DATA_DIR/outbox. */
    SMS_PROVIDER: z.enum(["outbox", "sparrow"]).default("outbox"),
    SPARROW_SMS_URL: z.string().trim().url().default("https://api.sparrowsms.com/v2/sms/"),
    SPARROW_SMS_TOKEN: optionalText,
    /** The sender identity Sparrow approved for the shop. */
    SPARROW_SMS_FROM: optionalText,
    /** Opens /metrics to a scraper on another machine as `Authorization: Bearer <token>`; without it only loopback is answered (decision 037). */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 24, "must be at least 24 characters"),
    /** OpenTelemetry's standard setting: traces go to this OTLP/HTTP collector; unset, tracing is off and not even loaded. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(["http", "https"]),
    OTEL_SERVICE_NAME: z.string().trim().min(1).default("pasal"),
    /** Daily backups (decision 037): the folder they are written to; unset, none are made. */
    BACKUP_DIR: optionalText,
    /** How many daily backups are kept in BACKUP_DIR; older ones are deleted after a new one is written. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    /** How long SIGTERM waits for requests and jobs in flight before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(25_000),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === "sparrow") {
      for (const name of ["SPARROW_SMS_TOKEN", "SPARROW_SMS_FROM"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER=sparrow" });
      }
    }
    if (env.STORAGE !== "s3") return;
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when STORAGE=s3" });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every setting's name (the deployment files are checked against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, "SESSION_SECRET" | "DATA_DIR"> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** The embedded database is used when DATABASE_URL is not set. */
  embedded: boolean;
  googleConfigured: boolean;
}

export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * Reads the environment; creates DATA_DIR and, for the embedded database, a kept session secret
 * when none is given. With DATABASE_URL several instances may serve one shop, and a secret each
 * made up for itself would break their cookies and reset codes on the others: it must be given.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  if (parsed.DATABASE_URL && !parsed.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: must be set when DATABASE_URL is set, the same on every instance " +
        "(at least 32 characters, e.g. from `openssl rand -base64 48`)",
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? keptSessionSecret(dataDir),
    embedded: !parsed.DATABASE_URL,
    googleConfigured: Boolean(parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET),
  };
}

function keptSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
