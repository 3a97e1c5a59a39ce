// A finger on the page by CDP touch events whose times are its own: the press's down and release
// times are the events' time stamps, so a quick tap stays quick (50 ms) however slowly a loaded
// machine delivers the events, and a slide's release is the slide's. On squares smaller than a
// finger the game tells a quick tap by a line (it asks first) from a press held long enough to see
// the magnified board (it places), by those times.
import type { Page } from 'playwright-core';
import { DOUBLE_TAP_MS } from '../../src/screens/game/board-zoom.ts';

export type Finger = (
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  p?: { x: number; y: number },
) => Promise<void>;

/** How long the finger's press lasts, by its events' own times, in ms: a quick tap's. */
export const QUICK_TAP_MS = 50;

/** A finger on `page`: each press's move comes 20 ms after its start, its release QUICK_TAP_MS after. */
export async function fingerOn(page: Page): Promise<Finger> {
  const cdp = await page.context().newCDPSession(page);
  let start = 0;
  let released = 0;
  return async (type, p) => {
    // A person's second tap comes once they have seen the first's answer: a quicker one on the same
    // spot after a tap that neither placed nor aimed is a double tap, which zooms the board
    // (screens/game/board-zoom.ts).
    const wait = released + DOUBLE_TAP_MS + 50 - Date.now();
    if (type === 'touchStart' && wait > 0) await page.waitForTimeout(wait);
    if (type === 'touchStart') start = Date.now() / 1000;
    if (type === 'touchEnd') released = start * 1000 + QUICK_TAP_MS;
    const timestamp = start + (type === 'touchStart' ? 0 : type === 'touchMove' ? 0.02 : QUICK_TAP_MS / 1000);
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: p.x, y: p.y }] : [],
      timestamp,
    });
  };
}

/** A quick tap on square `name`, by its edge (on small squares it asks first) or in its middle (it places). */
export async function quickTapSquare(
  page: Page,
  finger: Finger,
  name: string,
  where: 'edge' | 'middle' = 'edge',
): Promise<void> {
  const at = await page.evaluate(([n, w]) => window.cellDivision.square(n!, w as 'edge'), [name, where]);
  if (!at) throw new Error(`square ${name} is not on the board`);
  await finger('touchStart', at);
  await finger('touchEnd');
}
