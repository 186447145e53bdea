// Preloaded into the server by busy-day.bench.ts only: measures the event loop's delay inside the
// server (perf_hooks) and reports the worst of each second, with process.memoryUsage(), to the
// parent over the IPC channel, so the figure needs no HTTP endpoint and is not the client's view.
import { monitorEventLoopDelay } from "node:perf_hooks";

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    process.send({ loop: { maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 }, memory: process.memoryUsage() });
    delay.reset();
  }, 1000).unref();
}
