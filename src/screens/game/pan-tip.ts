// The one word on a zoomed board: one finger drags it along (screens/game/board-zoom.ts), which a
// reviewer zoomed in on a 12×12 never found and zoomed out again to see the rest. The first time a
// person zooms the board in, a notice says it once; kept on the device (settings), so never again,
// a restart or a reload included. Without Phaser: the device's memory is asked through ports.

import { PAN_TIP_WORDS } from '../../words/press-words.ts';

/** How long the tip stays, in milliseconds: a short line, read while the finger finds the board. */
export const PAN_TIP_MS = 5000;

export interface PanTipPorts {
  /** Whether the drag was told before, on this device. */
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
}

/** The tip's words when the board was zoomed in (`zoomed`) for the first time on this device, else null. */
export function panTipOnce(ports: PanTipPorts, zoomed: boolean): string | null {
  if (!zoomed || ports.told()) return null;
  ports.tell();
  return PAN_TIP_WORDS;
}
