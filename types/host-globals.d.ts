// The few host globals that Node and the browser (main thread and Web Worker) both provide, so
// the ai layer can use them while its type check (tsconfig.ai.json) leaves out the DOM and Node.
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare const performance: { now(): number };
