// Which icons the installed app has (the bake draws them, the manifest and page link them), and the
// game's colours as CSS. Data only: the Vite config reads it without loading the renderer.

/** A THEME colour (0xRRGGBB) as CSS: the manifest and the icons use the game's own colours. */
export const cssColour = (rgb: number): string => `#${rgb.toString(16).padStart(6, '0')}`;

export type AppIcon = {
  /** File name under the icons folder. */
  readonly file: string;
  readonly size: number;
  /**
   * 'any': the cell on a rounded tile with see-through corners; 'maskable': the background to
   * every edge and the cell inside the middle 56% (the launcher may cut a circle of 80%);
   * 'apple': the background to every edge (the tablet rounds the corners itself).
   */
  readonly kind: 'any' | 'maskable' | 'apple';
};

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'icon-maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple' },
];

/** Where the icons go, inside the bake's output folder. */
export const ICONS_DIR = 'icons';
