import { m } from "@/paraglide/messages";

/**
 * The install page's texts (docs/requirements/app-shell.md#installable-app), each read in the current
 * language.
 */
export const INSTALL_TEXTS = {
  get title() {
    return m.install_title();
  },
  get installed() {
    return m.install_installed();
  },
  get waiting() {
    return m.install_waiting();
  },
  get unavailable() {
    return m.install_unavailable();
  },
};
