/**
 * Import cycles, type-only imports included (decision 034). ESLint's import-x/no-cycle skips
 * `import type`, and with verbatimModuleSyntax every type import is one, so a circle made of types
 * would go unseen there; dependency-cruiser reads the TypeScript before its types are erased.
 * The layering rules (who may import whom) are ESLint's: see eslint.config.js.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module reaches itself again through its imports. Move the shared piece down to the file it belongs to.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["(^|/)dist(-server)?/", "(^|/)src/paraglide/", "(^|/)node_modules/"] },
    tsPreCompilationDeps: true,
    // Run from a workspace (its `lint` script), so this is that workspace's tsconfig.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts", ".json"],
    },
  },
};
