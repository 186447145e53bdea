import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide.options";

export default defineConfig({
  plugins: [paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }), react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
