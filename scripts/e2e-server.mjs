// The server the browser tests drive: the built storefront on a brand-new embedded database
// (first start migrates and seeds the demo catalogue), with two real local peers:
// - an SMTP server that saves every message to .tmp/e2e-<port>/mail/<epoch-ms>-<recipient>.eml;
// - an OpenID Connect provider standing in for Google, approving "Gita Google";
// - fake eSewa, Khalti and Fonepay gateways (scripts/fakes), on FAKE_ESEWA_PORT / FAKE_KHALTI_PORT /
//   FAKE_FONEPAY_PORT or free ports.
// Playwright starts and stops this process.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";
import { startFakeEsewa, startFakeFonepay, startFakeKhalti } from "./fakes/payment-gateways.mjs";
import { root, run, runServer } from "./lib.mjs";

// One folder per port, so that two runs on different E2E_PORTs never share a database or mails.
const runDir = path.join(root, `.tmp/e2e-${process.env.PORT ?? "3999"}`);
const dataDir = path.join(runDir, "data");
const mailDir = path.join(runDir, "mail");
for (const dir of [dataDir, mailDir]) rmSync(dir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      for (const { address } of session.envelope.rcptTo) {
        writeFileSync(path.join(mailDir, `${Date.now()}-${address}.eml`), Buffer.concat(chunks));
      }
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));

const google = new OAuth2Server();
await google.issuer.keys.generate("RS256");
await google.start(0, "127.0.0.1");
google.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, { sub: "google-gita", email: "gita.google@example.com", email_verified: true, name: "Gita Google" });
});

const esewa = await startFakeEsewa({ port: Number(process.env.FAKE_ESEWA_PORT ?? 0) });
const khalti = await startFakeKhalti({ port: Number(process.env.FAKE_KHALTI_PORT ?? 0) });
const fonepay = await startFakeFonepay({ port: Number(process.env.FAKE_FONEPAY_PORT ?? 0) });

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // playwright.config.ts gives each project its own X-Forwarded-For (per-IP limits per project).
  TRUST_PROXY: "loopback",
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  GOOGLE_CLIENT_ID: "pasal-e2e",
  GOOGLE_CLIENT_SECRET: "pasal-e2e-secret",
  OIDC_ISSUER: google.issuer.url,
  ESEWA_FORM_URL: esewa.formUrl,
  ESEWA_STATUS_URL: esewa.statusUrl,
  KHALTI_API_URL: khalti.apiUrl,
  KHALTI_SECRET_KEY: khalti.secretKey,
  FONEPAY_URL: fonepay.url,
  FONEPAY_MERCHANT_CODE: fonepay.merchantCode,
  FONEPAY_SECRET: fonepay.secret,
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
// The back office's browser tests sign in as this owner
// (docs/requirements/back-office.md#roles-and-permissions), made as a shop would: by the CLI.
const seeded = await run(
  process.execPath,
  [
    "--import",
    "tsx",
    path.join(root, "apps/server/src/cli/admin-create.ts"),
    "--email",
    "owner@pasal.test",
    "--password",
    "owner-pass-123",
    "--name",
    "Shop Owner",
  ],
  { env },
);
if (seeded !== 0) process.exit(seeded);
const code = await runServer(env);
smtp.close();
await google.stop();
await esewa.close();
await khalti.close();
await fonepay.close();
process.exit(code);
