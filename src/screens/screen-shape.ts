// The shape of the screen, from its size alone: design units, portrait or landscape, and whether it
// is a phone on its side. One place for these rules, so every screen lays out by the same ones.

/** Below this height in CSS pixels a landscape screen is a phone on its side. */
const SHORT_CSS_HEIGHT = 560;

export interface ScreenShape {
  /** Game size in device pixels. */
  width: number;
  height: number;
  /** Device pixels for one design pixel. */
  u: number;
  portrait: boolean;
}

/** The shape of a game `width`×`height` device pixels at `dpr`; design sizes assume at least 720×640 CSS pixels. */
export function screenShape(width: number, height: number, dpr: number): ScreenShape {
  const cssW = width / dpr;
  const cssH = height / dpr;
  // Portrait screens (phones) are designed for 420 CSS px across, landscape for 720×640.
  const fit = cssH > cssW ? Math.min(cssW / 420, cssH / 760, 1.35) : Math.min(cssW / 720, cssH / 640, 1.35);
  return { width, height, u: dpr * Math.max(0.62, fit), portrait: cssH > cssW };
}

/** Whether a screen `height` device pixels tall at `dpr` is short: a phone on its side, when landscape. */
export function isShort(height: number, dpr: number): boolean {
  return height / dpr < SHORT_CSS_HEIGHT;
}

/** A phone on its side: landscape and short, so the board keeps the height and the furniture stands beside it. */
export function onItsSide(shape: { height: number; portrait: boolean }, dpr: number): boolean {
  return !shape.portrait && isShort(shape.height, dpr);
}

/** The game size, in device pixels, for a container of this CSS size (at least 320 CSS px each way). */
export function gameSizeAt(
  cssWidth: number,
  cssHeight: number,
  dpr: number,
): { width: number; height: number } {
  return {
    width: Math.round(Math.max(320, cssWidth) * dpr),
    height: Math.round(Math.max(320, cssHeight) * dpr),
  };
}
