// How many e2e files run at once, each worker with its own Chromium (browser.ts): two, one per core.
// E2E_WORKERS=1 runs them one at a time, as a timing investigation may want.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
