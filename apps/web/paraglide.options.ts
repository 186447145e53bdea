/**
 * How Paraglide compiles messages/{en,ne}.json into typed functions under src/paraglide (generated,
 * not committed; docs/decisions/024-nepali-ui.md). The project's only plugin is loaded from
 * node_modules (project.inlang/settings.json), so compiling never touches the network. The
 * locale strategy is the global variable src/lib/i18n/locale.ts overrides.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./src/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitGitIgnore: true,
  emitReadme: false,
} as const;
