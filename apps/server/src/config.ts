import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)) && URL.canParse(v), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}:`).join(" or ")}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Set when a reverse proxy (nginx, a load balancer) sits in front: then X-Forwarded-* is believed. */
  TRUST_PROXY: booleanFlag.default(false),
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
  JOB_QUEUE_PREFIX: z.string().trim().regex(/^[A-Za-z0-9:_-]+$/, "letters, digits, : _ - only").default("pasal:jobs"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean))
    .refine((origins) => origins.every((o) => /^https?:\/\/[^/]+$/.test(o)), "must be comma-separated origins like https://shop.example.com"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.string().trim().url().default("https://accounts.google.com"),
  SEED_DEMO: booleanFlag.default(true),
  SHOP_NAME: z.string().trim().min(1).default("Pasal"),
  SHOP_TAGLINE: z.string().trim().min(1).default("Genuine electronics, delivered across Nepal"),
  SHOP_PHONES: z
    .string()
    .default("9801234567,9812345678")
    .transform((v) => v.split(",").map((p) => p.trim()).filter(Boolean))
    .refine((phones) => phones.length > 0, "needs at least one phone number"),
  SHOP_EMAIL: z.string().trim().email().default("support@pasal.com.np"),
  SHOP_ADDRESS: z.string().trim().min(1).default("New Road, Kathmandu 44600, Nepal"),
  SHOP_SUPPORT_HOURS: z.string().trim().min(1).default("10 AM – 6 PM, Sunday to Friday"),
  SHOP_RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Map tiles behind the checkout's delivery pin; the tile host is allowed in the CSP img-src. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine((v) => /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), "must be an http(s) URL pattern with {z}, {x} and {y}"),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  WEB_DIST_DIR: optionalText,
});

export type Env = z.infer<typeof envSchema>;

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

/** Reads the environment; creates DATA_DIR and a kept session secret when none is given. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
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
