import type { DefaultToastOptions } from "react-hot-toast";

/**
 * Toast behaviour from docs/requirements/app-shell.md#toasts. react-hot-toast already keeps at most 20
 * toasts and removes a dismissed one after 1000 ms; those two are built in and listed here for the
 * reader.
 */
export const TOAST_SPEC = {
  maxVisible: 20,
  removeDelayMs: 1000,
  durationMs: { error: 4000, blank: 4000, custom: 4000, success: 2000, loading: Infinity },
  maxWidthPx: 350,
  gapPx: 8,
} as const;

export const toastOptions: DefaultToastOptions = {
  removeDelay: TOAST_SPEC.removeDelayMs,
  style: { maxWidth: TOAST_SPEC.maxWidthPx, fontSize: "0.875rem" },
  error: { duration: TOAST_SPEC.durationMs.error },
  blank: { duration: TOAST_SPEC.durationMs.blank },
  custom: { duration: TOAST_SPEC.durationMs.custom },
  success: { duration: TOAST_SPEC.durationMs.success },
  loading: { duration: TOAST_SPEC.durationMs.loading },
};
