import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/service-worker";

captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing the #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
