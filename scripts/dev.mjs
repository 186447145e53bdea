// npm run dev: the API with reload on change (tsx watch) and the Vite dev server with hot
// reload, which proxies /api, /media and /socket.io to the API.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const children = [
  spawn("npm", ["run", "dev", "--workspace", "apps/server"], { stdio: "inherit", cwd: root }),
  spawn("npm", ["run", "dev", "--workspace", "apps/web"], { stdio: "inherit", cwd: root }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
