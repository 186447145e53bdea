import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/src/main.ts");

/** Newest modification time of any file under the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== "node_modules" && entry !== "dist") visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** Runs a child process with inherited output; resolves with its exit code. Signals are passed on. */
export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Node flags for the server. The heap limit is sized from the machine (half of its memory, or of
 * the container's limit, between 256 MB and 4 GB), not fixed: a fixed 192 MB (decision 013) killed
 * the store at start with a 100,000-product catalogue. Memory at rest is kept low by what the
 * catalogue keeps (decision 035), not by a cap. A --max-old-space-size in NODE_OPTIONS replaces this one.
 */
export function serverNodeFlags(env = process.env) {
  const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [`--max-old-space-size=${heapLimitMb()}`];
  return ["--wasm-lazy-compilation", ...heap];
}

/** Half the memory this process may use (the cgroup's limit when there is one), in MB, within [256, 4096]. */
export function heapLimitMb(total = os.totalmem(), constrained = process.constrainedMemory?.() ?? 0) {
  const available = constrained > 0 ? Math.min(total, constrained) : total;
  return Math.max(256, Math.min(4096, Math.floor(available / 2 / 2 ** 20)));
}

/**
 * glibc gives every thread that allocates its own malloc arena and keeps them: argon2 hashing on
 * the thread pool alone left ~50 MB in them (bench:soak). Two arenas cost no measurable speed.
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}

/** The server runs its TypeScript through tsx (no separate build step for the API). */
export function runServer(env = process.env) {
  return run(process.execPath, [...serverNodeFlags(env), "--import", "tsx", serverEntry], { env: serverEnv(env) });
}
