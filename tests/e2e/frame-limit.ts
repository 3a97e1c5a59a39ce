// How many frames a second a page at the tests' speed gets; 0 (the default) for as many as
// Chromium gives. E2E_FRAME_LIMIT sets it for a run. The cap holds back requestAnimationFrame
// itself, so the game's frames and a test's wait for a frame (harness.ts, twoFrames) stay the
// same frames: headless Chromium draws WebGL in software, and every frame no test waits on costs CPU.
export const E2E_FRAME_LIMIT = Math.max(0, Number(process.env.E2E_FRAME_LIMIT ?? 0) || 0);

/** A script, run in the page before the game's, that lets requestAnimationFrame fire at most `limit` times a second. */
export function frameLimitScript(limit: number = E2E_FRAME_LIMIT): string {
  if (!(limit > 0)) return '';
  return `(() => {
  const gap = ${1000 / limit} - 1;
  const native = window.requestAnimationFrame.bind(window);
  let waiting = new Map();
  let id = 0;
  let asked = false;
  let last = -Infinity;
  const tick = (time) => {
    asked = false;
    if (time - last < gap) {
      asked = true;
      native(tick);
      return;
    }
    last = time;
    const due = waiting;
    waiting = new Map();
    for (const callback of due.values()) {
      try {
        callback(time);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  window.requestAnimationFrame = (callback) => {
    waiting.set(++id, callback);
    if (!asked) {
      asked = true;
      native(tick);
    }
    return id;
  };
  window.cancelAnimationFrame = (which) => {
    waiting.delete(which);
  };
})();`;
}
