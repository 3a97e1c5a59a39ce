// Makes the opponents' Web Worker in the browser; Vite bundles worker.ts as a module worker.

export function createAgentWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'cell-division-opponent',
  });
}
