import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide.options";

// In development the API runs separately; the browser talks to one origin and Vite forwards.
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";
const BRAND_COLOUR = "#2550eb";

/**
 * The installable app (docs/requirements/app-shell.md#installable-app): a manifest and a generated
 * service worker that serves the app shell offline and keeps product images. Off in `vite` dev
 * (devOptions), so hot reload never fights a cache.
 */
const pwa = VitePWA({
  // Updates activate at once and the page reloads into them (src/lib/service-worker.ts), so a
  // stale shell never asks for chunks a new release removed.
  registerType: "autoUpdate",
  injectRegister: false,
  includeAssets: ["favicon.svg", "placeholder-product.svg", "icons/apple-touch-icon-180.png"],
  manifest: {
    id: "/",
    name: "Pasal: electronics delivered across Nepal",
    short_name: "Pasal",
    description: "Phones, laptops, earbuds, smartwatches and accessories, delivered free across Nepal.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLOUR,
    background_color: "#f8fafc",
    categories: ["shopping"],
    // Drawn by scripts/generate-app-icons.mjs.
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: ["**/assets/admin/**"],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // No navigateFallback: pages are server-rendered (decision 022), so a visit asks the network
    // first (fresh HTML for shoppers and crawlers) and falls back only offline (below). The plugin
    // defaults it to index.html, which answered every navigation (even the API's payment and
    // claim redirects) with the cached shell: null turns it off.
    navigateFallback: null,
    // Nor "/" → the precached index.html (Workbox's directory index): a returning shopper's home
    // page was the app shell from the cache, not the server's page.
    directoryIndex: null,
    runtimeCaching: [
      {
        // Pages: the network's server-rendered HTML; offline, the last copy of that page, else the
        // precached app shell, which renders the page in the browser. The functions are copied
        // into the service worker as text, so they name nothing from this file.
        urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(api|media|uploads|auth\/google|socket\.io)(\/|$)/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "pasal-pages",
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [{ handlerDidError: async () => caches.match("/index.html", { ignoreSearch: true }) }],
        },
      },
      {
        // Product images are immutable per URL: serve from the cache, refresh after 30 days.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/media/"),
        handler: "CacheFirst",
        options: {
          cacheName: "pasal-media",
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
});

/**
 * The back office (docs/requirements/back-office.md#back-office-ui) and the libraries only it uses. Its
 * chunks go to assets/admin/, which the service worker does not precache: a shopper's phone never
 * downloads the staff's screens.
 */
const ADMIN_ONLY = /\?admin-copy$|[\\/](features[\\/]admin|node_modules[\\/](@tanstack[\\/](react-)?table|uplot))[\\/]/;
// Chunks are cut by which entries reach a module: one holding a back-office module is reached only
// from the back office, so everything in it is the back office's.
const isAdminChunk = (moduleIds: readonly string[]) => moduleIds.some((id) => ADMIN_ONLY.test(id));

/** iOS ignores the manifest's icons: its home-screen icon comes from this link. */
const appleTouchIcon: Plugin = {
  name: "pasal-apple-touch-icon",
  transformIndexHtml: () => [{ tag: "link", attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon-180.png" }, injectTo: "head" }],
};

/**
 * The back office gets its own copies of the shared schemas and of react-hook-form. Otherwise the
 * exports only it uses (the category list, field arrays…) would be kept in the copies the
 * storefront's first load carries, and every admin screen would add to what the storefront loads first.
 */
const COPIED_FOR_ADMIN = /[\\/](packages[\\/]shared[\\/]src|node_modules[\\/]react-hook-form)[\\/]/;
const ADMIN_COPY = "?admin-copy";
const adminCopies: Plugin = {
  name: "pasal-admin-copies",
  enforce: "pre",
  apply: "build",
  async resolveId(source, importer, options) {
    if (!importer || !(importer.includes(ADMIN_COPY) || /[\\/]features[\\/]admin[\\/]/.test(importer))) return null;
    const resolved = await this.resolve(source, importer.replace(ADMIN_COPY, ""), { ...options, skipSelf: true });
    if (!resolved || resolved.external || !COPIED_FOR_ADMIN.test(resolved.id) || resolved.id.includes("?")) return resolved;
    return { ...resolved, id: resolved.id + ADMIN_COPY };
  },
};

/** Paraglide compiles messages/{en,ne}.json into src/paraglide (decision 024). */
const messages = () => paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] });

/**
 * `vite build --ssr` (npm run build's second step) builds the server renderer (decision 022):
 * the same components, no service worker or styles; Node resolves the libraries (react-dom/server
 * among them) from node_modules, the workspace's @pasal/shared is bundled.
 */
const serverBuild = {
  plugins: [messages(), react()],
  build: {
    outDir: "dist-server",
    emptyOutDir: true,
    ssr: "src/entry-server.tsx",
    copyPublicDir: false,
    // A new name per build: the server (plugins/ssr.ts) loads a rebuilt renderer without a
    // restart, and lazy screens import the entry back under that same name (one module state).
    rolldownOptions: { output: { entryFileNames: "entry-server-[hash].js" } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [adminCopies, messages(), react(), tailwindcss(), pwa, appleTouchIcon],
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      // The Host header is kept, so the API sees the page's own origin and accepts its writes.
      "/api": { target: apiTarget },
      "/media": { target: apiTarget },
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (isAdminChunk(chunk.moduleIds) ? "assets/admin/[name]-[hash].js" : "assets/[name]-[hash].js"),
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => ADMIN_ONLY.test(`/${name}`)) || asset.names.some((name) => name.startsWith("admin"))
            ? "assets/admin/[name]-[hash][extname]"
            : "assets/[name]-[hash][extname]",
        // Long-lived libraries get their own chunks so a storefront release does not re-download them.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "motion", test: /node_modules[\\/](motion|motion-dom|motion-utils|framer-motion)[\\/]/ },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  ...(isSsrBuild ? serverBuild : {}),
}));
