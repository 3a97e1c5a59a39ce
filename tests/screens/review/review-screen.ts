// A review screen's metrics for the layout tests, as ui/screen.ts gives them: shared by the
// review's layout test and the chart's labels test.

/** A screen of `cssW` × `cssH` CSS px at `dpr`, in game pixels, with the unit ui/screen.ts's metrics give it. */
export const reviewScreen = (cssW: number, cssH: number, dpr: number) => {
  const fit = cssH > cssW ? Math.min(cssW / 420, cssH / 760, 1.35) : Math.min(cssW / 720, cssH / 640, 1.35);
  const u = dpr * Math.max(0.62, fit);
  return {
    width: cssW * dpr,
    height: cssH * dpr,
    u,
    dpr,
    portrait: cssH > cssW,
    touch: 46 * dpr,
    minText: 12 * dpr,
    title: { width: 110 * u, height: 36 * u },
    keyHeight: 48 * u,
    // The chart's title (14u bold, 8u from its top), and the key on a row under it where the title
    // leaves it no room beside (drawn names "Player 1", "Player 2").
    chartHeading: (width: number) => 8 * u + 17 * u + (width < 560 * u ? 4 * u + 18 * u : 0),
    // "888" at 12u, never under 12 CSS px.
    chartLabel: { width: Math.max(22 * u, 22 * dpr), height: Math.max(15 * u, 15 * dpr) },
  };
};
