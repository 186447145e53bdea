// One lint for the whole repository (decision 034). The layering below is the rule of STYLE.md §2
// written so a machine can check it; import cycles (type imports included) are checked by
// dependency-cruiser (.dependency-cruiser.cjs), because import-x/no-cycle skips `import type`.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ---- Storefront (apps/web/src): packages/shared → lib, components → features → app ----------
const WEB = "apps/web/src";
const webFeatures = subfolders(`${WEB}/features`);
// The two entry files and tests may reach app/: they render the whole app.
const webEntries = [`${WEB}/main.tsx`, `${WEB}/entry-server.tsx`];
const webTests = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`, `${WEB}/features/*/testing/**`];

const webZones = [
  // A feature uses another only through what both share: components/, lib/ or packages/shared.
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: "A feature does not import another feature: move what both need to components/ or lib/.",
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: "components/ and lib/ sit below the features and app/.",
  },
];
const webAppZone = {
  target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/testing`],
  from: `${WEB}/app`,
  message: "Only the entry files import app/ (the router, providers and layout).",
};

// ---- Server (apps/server/src): each layer imports only the layers below it --------------------
// 1. config.ts, lib/   2. db/   3. mail/, sms/, storage/   4. modules/ (tiers below)
// 5. jobs/ (the queues; modules see only its contract, jobs/job-queue.ts)
// 6. plugins/, services.ts, seed-demo.ts, cli/, app.ts, main.ts
const SRV = "apps/server/src";
const s = (p) => `${SRV}/${p}`;
const serverTop = ["plugins", "services.ts", "seed-demo.ts", "cli", "app.ts", "main.ts"].map(s);

// Modules in tiers, lowest first. A module imports modules of its own tier or lower ones; its own
// tier's files may import one another because they are one area split in folders (sign-in and the
// account; the catalogue, its search index and the shop's figures; an order, its money and its tax
// documents), and dependency-cruiser still refuses any file cycle among them.
const moduleTiers = [
  ["auth", "users"],
  ["catalog", "search", "shop"],
  ["cart", "wishlist", "reco", "reviews", "content", "careers", "contact", "location", "presence", "health", "chat"],
  ["orders", "payments", "invoices", "couriers"],
  ["admin"],
];
const tiered = moduleTiers.flat();
const untiered = subfolders(`${SRV}/modules`).filter((m) => !tiered.includes(m));
if (untiered.length > 0) throw new Error(`eslint.config.js: put modules/${untiered.join(", ")} in a server tier`);

// The back office writes the audit log and checks permissions for every module that acts on
// staff's behalf; those two files are the only part of admin/ a lower module may import.
const ADMIN_SHARED = ["./audit-service.ts", "./permissions.ts"];
const moduleZones = moduleTiers.flatMap((tier, level) => {
  const higher = moduleTiers.slice(level + 1).flat();
  if (higher.length === 0) return [];
  const target = tier.map((m) => s(`modules/${m}`));
  const message = `modules/{${tier.join(",")}} sit below modules/{${higher.join(",")}} (decision 034).`;
  return higher.map((m) => ({
    target,
    from: s(`modules/${m}`),
    ...(m === "admin" ? { except: ADMIN_SHARED } : {}),
    message,
  }));
});

const serverZones = [
  {
    target: [s("config.ts"), s("lib")],
    from: [s("db"), s("mail"), s("sms"), s("storage"), s("modules"), s("jobs"), ...serverTop],
    message: "config.ts and lib/ are the bottom layer: they import nothing else of the server.",
  },
  {
    target: s("db"),
    from: [s("mail"), s("sms"), s("storage"), s("modules"), s("jobs"), ...serverTop],
    message: "db/ imports only config.ts and lib/.",
  },
  {
    target: [s("mail"), s("sms"), s("storage")],
    from: [s("modules"), s("jobs"), ...serverTop],
    message: "mail/, sms/ and storage/ import only config.ts, lib/ and db/.",
  },
  {
    target: s("modules"),
    from: s("jobs"),
    except: ["./job-queue.ts"],
    message: "A module hands work to the queue through its contract, jobs/job-queue.ts, only.",
  },
  {
    target: [s("modules"), s("jobs")],
    from: serverTop,
    message: "plugins/, services.ts, cli/, app.ts and main.ts are the top: nothing below imports them.",
  },
  ...moduleZones,
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/dist-server/",
      "**/coverage/",
      "apps/web/src/paraglide/",
      "apps/web/dev-dist/",
      "test-results/",
      "playwright-report/",
      "**/data/",
      "**/.data-*/",
      "**/.tmp/",
    ],
  },
  js.configs.recommended,
  // Not type-aware: the type-checked presets would run tsc's checker again inside ESLint, which
  // `npm run typecheck` already does; see decision 034 for the time this keeps.
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Cleaning text of control characters (clean-text.ts, mail headers, chat) is what those
      // regular expressions are for; this rule reports exactly that.
      "no-control-regex": "off",
      // A `let` assigned after a closure that reads it (a timer cleared by a callback made first).
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // `_name` marks a parameter kept for its position (a Fastify hook's reply, a callback's index).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          // Absolute, so a workspace's own `eslint .` resolves the same way as the root's.
          project: ["apps/web", "apps/server", "packages/shared", "e2e"].map((dir) => path.join(root, dir, "tsconfig.json")),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...serverZones, ...webZones, webAppZone] }],
    },
  },
  {
    // Tests and test helpers render the whole app, as the entry files do.
    files: [...webEntries, ...webTests],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...serverZones, ...webZones] }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    // The rules of hooks. The plugin's React Compiler rules (refs, set-state-in-effect, purity…)
    // are left off: they judge code for a compiler this build does not use, and report the
    // latest-value ref and the effect that opens a #section as errors (decision 034).
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The files that run as CommonJS.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  prettier,
);
