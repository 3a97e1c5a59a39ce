// How many e2e files run at once, each worker with its own Chromium (browser.ts). One by default:
// with two (E2E_WORKERS=2) a full run took 1,085 s instead of about 1,250, but tests that wait on
// frames at pixel ratio 2-3 (setup-summary, solved-boards-play, board-labels' aim) timed out while
// the other worker's GPU process held the second core.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
