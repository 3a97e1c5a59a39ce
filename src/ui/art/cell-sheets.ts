// How the baked cells are split into sheets, shared by the bake and the game's loading. The first
// sheet holds the colours the first screen can show (the how-to-play's green and red, the
// connections card's green) and is loaded before the menu; the other sheet follows while the
// player reads the menu, and a screen that draws cells waits for it only if it is still on its way.
import type { PaletteName } from '../palette.ts';

export type CellSheet = { readonly image: string; readonly palettes: readonly PaletteName[] };

export const CELL_SHEETS: readonly CellSheet[] = [
  { image: 'cells-first.webp', palettes: ['green', 'red'] },
  { image: 'cells-more.webp', palettes: ['blue', 'fuchsia', 'yellow'] },
];

/** Where the sheets and their frames are described, beside the sheets. */
export const CELL_SHEETS_JSON = 'cells.json';

/** The atlas of the logo, boards and icons. */
export const ART_IMAGE = 'art.webp';

/** WebP quality of the baked images: 86 keeps the itch.io zip under 2 MB with the even pieces, each frame close to the lossless one (docs/size.md). */
export const WEBP_QUALITY = 86;
