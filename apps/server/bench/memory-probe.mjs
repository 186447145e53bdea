// Preloaded into the server by soak.bench.ts only: reports process.memoryUsage() to the parent
// over the IPC channel, so the breakdown (heap, external, array buffers) needs no HTTP endpoint.
if (process.send) {
  setInterval(() => process.send({ memory: process.memoryUsage() }), 1000).unref();
}
