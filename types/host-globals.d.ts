// The few host globals that Node and the browser (main thread and Web Worker) both provide, so
// the ai layer and the screens' models can use them while their type checks (tsconfig.ai.json,
// tsconfig.screens.json) leave out the DOM and Node.
declare function setTimeout(callback: (...args: never[]) => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare const performance: { now(): number };
declare const console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
declare function structuredClone<T>(value: T): T;
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
}
declare class URL {
  constructor(url: string, base?: string);
  readonly searchParams: URLSearchParams;
  toString(): string;
}
