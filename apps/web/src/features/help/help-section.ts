import type { ReactNode } from "react";

/** One part of the Help Center: its anchor, its heading and what it says. */
export type HelpSection = { id: string; title: string; body: ReactNode };
