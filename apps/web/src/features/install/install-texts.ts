/** The install page's texts (spec part 1 "Install page"). */
export const INSTALL_TEXTS = {
  title: "Install App",
  installed: "App already installed!",
  waiting: "Waiting for install prompt...",
  unavailable: "Install prompt is not available on this device. Use Chrome on Android.",
} as const;
