// The menu's marks: the title as the game's logo (the four glossy cells, large and lit from behind,
// and the name in lit glass letters) and the cards' badges beside their headings. Drawn where
// hub-layout.ts puts them; nothing here decides.

import type Phaser from 'phaser';
import type { Box, HubLayout } from '../screens/menu/hub-layout.ts';
import { addHalo } from '../ui/halo.ts';
import { addBadge } from '../ui/menu-glyphs.ts';
import { THEME, textStyle } from '../ui/theme.ts';

/** The title's letters at their foot: the chosen rim's mint. */
const LAB_MINT = '#9ff3d2';
/** The cards' badges: the ladder's amber, the daily puzzle's violet. */
export const LADDER_BADGE = 0xffc94a;
export const PUZZLE_BADGE = 0xb89cff;

/** The title as the game's mark: the four glossy cells, large and lit from behind, and the name in lit glass letters. */
export function drawTitle(scene: Phaser.Scene, t: Box, l: Pick<HubLayout, 'titleSize' | 'u'>): void {
  const logoSize = t.height * 1.12;
  const title = drawName(scene, 0, t.y + t.height / 2, l.titleSize, l.u).setOrigin(0, 0.5);
  const total = logoSize + 12 * l.u + title.width;
  const left = t.x + (t.width - total) / 2;
  title.setX(left + logoSize + 12 * l.u);
  drawLogo(scene, left + logoSize / 2, t.y + t.height / 2, logoSize);
}

/** "Cell Division" in lit glass letters: white at the top of the letters to the cells' mint at their foot. */
export function drawName(
  scene: Phaser.Scene,
  x: number,
  y: number,
  size: number,
  u: number,
): Phaser.GameObjects.Text {
  const title = scene.add.text(x, y, 'Cell Division', textStyle(size, THEME.text, true));
  const fill = title.context.createLinearGradient(0, 0, 0, title.height);
  fill.addColorStop(0.2, '#ffffff');
  fill.addColorStop(0.95, LAB_MINT);
  title.setFill(fill);
  title.setStroke('#0a2026', Math.max(2, size * 0.06));
  title.setShadow(0, 3 * u, '#000', 8 * u, true, true);
  return title.setDepth(1);
}

/** The four glossy cells, `side` across, lit from behind and rocking gently. */
export function drawLogo(scene: Phaser.Scene, x: number, y: number, side: number): void {
  addHalo(scene, x, y, side * 2.2, side * 2.2, 0x7af0c0, 0.22);
  const logo = scene.add.image(x, y, 'art', 'logo').setDisplaySize(side, side);
  scene.tweens.add({
    targets: logo,
    angle: { from: -6, to: 6 },
    duration: 1800,
    yoyo: true,
    repeat: -1,
    ease: 'Sine.easeInOut',
  });
}

/** A card's heading in amber after its badge (a glyph on a glossy disc); the heading is returned. */
export function headed(
  scene: Phaser.Scene,
  words: Box,
  heading: string,
  glyph: 'ladder' | 'puzzle',
  fill: number,
  u: number,
): Phaser.GameObjects.Text {
  const head = scene.add.text(words.x, words.y, heading, textStyle(15 * u, THEME.accentCss, true));
  const side = head.height * 1.3;
  addBadge(scene, glyph, words.x + side / 2, head.y + head.height / 2 - head.height * 0.05, side, fill);
  return head.setX(words.x + side + 6 * u);
}
