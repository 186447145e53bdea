import { createBrowserRouter } from "react-router";
import { startLocale } from "@/lib/i18n/boot";
import { routes } from "./routes";

// The language prefix (/ne) is the router's basename, so every <Link> keeps the language.
export const router = createBrowserRouter(routes, { basename: startLocale() });
