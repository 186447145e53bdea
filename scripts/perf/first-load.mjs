// What a storefront page downloads before the shopper can interact
// (docs/requirements/performance.md#first-load-budget, decision 023): the scripts and modulepreloads its
// HTML names, everything those import statically (followed through Vite's .vite/manifest.json), and the
// lazily loaded chunk of the page's own route. Sizes are gzipped, as they travel.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The first-load budget in gzipped bytes (150 KB with React's own ~60 KB:
 * docs/requirements/performance.md#first-load-budget; decision 031).
 */
export const FIRST_LOAD_BUDGET = 150 * 1024;

/**
 * Libraries no page may download before interaction: each belongs to a screen or an idle task.
 * Preact is not in the build at all (decision 031): the storefront ships React.
 */
export const FORBIDDEN_IN_FIRST_LOAD =
  /[\\/]node_modules[\\/](preact|motion|motion-dom|motion-utils|framer-motion|zod|qrcode|leaflet|react-leaflet|@react-leaflet[\\/][^\\/]+|socket\.io-client|engine\.io-client|socket\.io-parser|react-hook-form|embla-carousel)[\\/]/;

/** Written next to the manifest by moduleMapPlugin: which source modules each chunk holds. */
export const MODULE_MAP = ".vite/chunk-modules.json";

/**
 * A Vite plugin recording every chunk's module ids, so a check can say which libraries a page's
 * first load carries (the manifest names chunks, not what is in them).
 */
export function moduleMapPlugin() {
  return {
    name: "pasal-chunk-module-map",
    apply: "build",
    generateBundle(_options, bundle) {
      const map = {};
      for (const output of Object.values(bundle)) if (output.type === "chunk") map[output.fileName] = Object.keys(output.modules);
      this.emitFile({ type: "asset", fileName: MODULE_MAP, source: JSON.stringify(map) });
    },
  };
}

/** The script srcs and modulepreload hrefs of a served HTML page, as paths under the site root. */
export function scriptsOf(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
    const url = tag.match(/\b(?:src|href)=["']([^"']+)["']/i)?.[1];
    if ((isScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) found.push(url.replace(/^\//, "").split("?")[0]);
  }
  return found;
}

/** Reads dist's manifest (and module map); throws when the build did not write them. */
export function readBuild(distDir) {
  const manifestPath = path.join(distDir, ".vite/manifest.json");
  const mapPath = path.join(distDir, MODULE_MAP);
  if (!existsSync(manifestPath) || !existsSync(mapPath)) {
    throw new Error(`${distDir} has no ${existsSync(manifestPath) ? MODULE_MAP : ".vite/manifest.json"}: build with scripts/perf.mjs`);
  }
  return { manifest: JSON.parse(readFileSync(manifestPath, "utf8")), modules: JSON.parse(readFileSync(mapPath, "utf8")) };
}

/**
 * The JS files one page loads before interaction, with their gzipped sizes and the forbidden
 * libraries among their modules. `routeModules` are the source paths (relative to apps/web) of
 * the page's lazily loaded route; one bundled into the entry is already counted.
 */
export function firstLoad({ distDir, html, routeModules = [], manifest, modules }) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of scriptsOf(html)) {
    if (byFile.has(file)) visit(byFile.get(file));
    else files.add(file); // not from the manifest (e.g. a plugin's script): counted, not followed
  }
  for (const key of routeModules) visit(key);

  const perFile = [...files].map((file) => {
    const full = path.join(distDir, file);
    const gzip = existsSync(full) ? gzipSync(readFileSync(full)).length : 0;
    return { file, gzip };
  });
  const forbidden = new Set();
  for (const file of files) {
    for (const id of modules[file] ?? []) {
      const match = id.match(FORBIDDEN_IN_FIRST_LOAD);
      if (match) forbidden.add(match[1]);
    }
  }
  // A JS file the module map does not know was not checked: say so rather than pass it.
  const unmapped = [...files].filter((file) => file.endsWith(".js") && !modules[file]);
  return { files: perFile, gzip: perFile.reduce((sum, f) => sum + f.gzip, 0), forbidden: [...forbidden].sort(), unmapped };
}
