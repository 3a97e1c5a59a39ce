// The page's wall clock as a model's port: real milliseconds however slowly the frames come (a
// scene's clock slows with them), and it outlives a scene's restart, as the models do.

/** Runs `fn` after `ms` of real time; returns the way to cancel it. */
export function wallClock(): { after(ms: number, fn: () => void): () => void } {
  return {
    after: (ms, fn) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
  };
}
