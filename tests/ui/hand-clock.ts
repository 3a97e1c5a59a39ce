// A clock a test moves by hand, for code that waits through a `wait(ms, fn)` port (final-beat.ts):
// `advance` fires every timer due by then in time order, timers set by those timers included.

export function handClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; gone: boolean }[] = [];
  return {
    /** The clock's time, in ms. */
    now: () => now,
    wait: (ms: number, fn: () => void) => {
      const t = { at: now + ms, fn, gone: false };
      timers.push(t);
      return { remove: () => void (t.gone = true) };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => !t.gone && t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        now = next.at;
        next.gone = true;
        next.fn();
      }
      now = until;
    },
  };
}
