// When and where the "new version" notice may stand, without the DOM: only at a neutral moment,
// the home screen with nothing open over it (never over a game, its results, a puzzle, the review or
// a dialog: a reviewer's tap meant for "More about this game" hit its Reload and lost the win
// screen), only in a band of the page where no control stands, and its buttons take only a press
// that began once it had been in sight long enough to be seen.

/** A box on the page, in CSS px. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How long the notice is in sight before its buttons take a press, in ms: a tap already on its way was meant for what stood there. */
export const NOTICE_SEEN_MS = 600;

/** Whether the notice may show now: on the home screen ('menu', as scenes/scene-in-sight.ts says it), with no dialog over it. */
export function updateMomentNow(scene: string, dialogOpen: boolean): boolean {
  return scene === 'menu' && !dialogOpen;
}

/** Whether a press on the notice's buttons that went down at `downTime` is meant for them (both on the events' clock). */
export function pressMeantForNotice(downTime: number, shownAt: number): boolean {
  return downTime >= shownAt + NOTICE_SEEN_MS;
}

const overlaps = (a: PageRect, b: PageRect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where the notice stands: its box, centred across the page, in the first band from the top down
 * where it covers no control (`gap` of air round each), or null where no band is free (it waits).
 */
export function updateNoticeSpot(
  page: { width: number; height: number },
  notice: { width: number; height: number },
  controls: readonly PageRect[],
  gap: number,
): PageRect | null {
  const width = Math.min(notice.width, page.width - 2 * gap);
  const x = (page.width - width) / 2;
  const clear = controls.map((c) => ({
    x: c.x - gap,
    y: c.y - gap,
    width: c.width + 2 * gap,
    height: c.height + 2 * gap,
  }));
  // Candidates: the page's top, then just under each control's foot, top to bottom.
  const tops = [gap, ...clear.map((c) => c.y + c.height)].sort((a, b) => a - b);
  for (const y of tops) {
    const box = { x, y, width, height: notice.height };
    if (y + notice.height > page.height - gap) continue;
    if (!clear.some((c) => overlaps(c, box))) return box;
  }
  return null;
}
