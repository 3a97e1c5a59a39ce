// A swatch of each player's colour beside their name on the menu's big card ("You ● vs Easy ●"):
// the names' text leaves a gap after each name (`gapped`), and the swatches are drawn in the gaps
// once the text has its final size and lines.

import type Phaser from 'phaser';
import { paletteHex, type PaletteName } from './palette.ts';

const GAP = '\u2003\u2002';

/** The names' line with room after each name for its swatch: "You  vs Easy  ". */
export function gapped(who: string): string {
  return `${who.replace(' vs ', `${GAP} vs `)}${GAP}`;
}

/** Draws the two swatches in the gaps `gapped` left in `text` (one line, or broken after "vs"). */
export function addWhoSwatches(
  scene: Phaser.Scene,
  text: Phaser.GameObjects.Text,
  colours: readonly [PaletteName, PaletteName],
): void {
  const lines = text.text.split('\n');
  const last = lines[lines.length - 1]!;
  // A line cut short lost its second gap: no swatch rather than one beside the wrong word.
  if (!last.endsWith(GAP) || !lines[0]!.includes(GAP)) return;
  const measure = (words: string) => {
    const probe = scene.add.text(0, 0, words, text.style);
    const w = probe.width;
    probe.destroy();
    return w;
  };
  const gap = measure(GAP);
  const lineH = text.height / lines.length;
  const r = Math.max(4, lineH * 0.2);
  const dot = (x: number, y: number, colour: PaletteName) => {
    const g = scene.add.graphics();
    g.fillStyle(paletteHex(colour), 1).fillCircle(x, y, r);
    g.lineStyle(Math.max(1, r * 0.25), 0xffffff, 0.7).strokeCircle(x, y, r);
  };
  const firstName = lines[0]!.slice(0, lines[0]!.indexOf(GAP));
  dot(text.x + measure(firstName) + gap / 2, text.y + lineH / 2, colours[0]);
  dot(
    text.x + measure(last.slice(0, -GAP.length)) + gap / 2,
    text.y + lineH * (lines.length - 0.5),
    colours[1],
  );
}
