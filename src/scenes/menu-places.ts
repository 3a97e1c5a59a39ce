// The menu's row of small places (your games, how to play, build a board, settings), drawn where
// hub-layout.ts puts them: on every menu, a newcomer's first too (menu-first-run.ts), in the same boxes.

import type Phaser from 'phaser';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import type { Box, HubLayout } from '../screens/menu/hub-layout.ts';
import { minText } from '../ui/device-pixels.ts';
import { cardBoxButton, cutToWidth } from '../ui/menu-cards.ts';
import { addGlyph } from '../ui/menu-glyphs.ts';
import { RADIUS, THEME, textStyle } from '../ui/theme.ts';

/** Text wrapped to a box's width, shrunk (never under 12 CSS px) and then cut to the box's height. */
export function wrapped(
  scene: Phaser.Scene,
  box: Box,
  words: string,
  size: number,
  colour: string,
  bold = false,
  align: 'left' | 'center' = 'left',
): Phaser.GameObjects.Text {
  const least = minText();
  const t = scene.add.text(align === 'center' ? box.x + box.width / 2 : box.x, box.y, words, {
    ...textStyle(size, colour, bold),
    align,
    wordWrap: { width: box.width, useAdvancedWrap: true },
  });
  if (align === 'center') t.setOrigin(0.5, 0);
  for (let s = size; t.height > box.height && s > least; s = Math.max(least, s * 0.9))
    t.setFontSize(Math.round(Math.max(least, s * 0.9)));
  if (t.height > box.height) {
    const lines = t.getWrappedText();
    const keep = Math.max(1, Math.floor((box.height / t.height) * lines.length));
    t.setWordWrapWidth(null as unknown as number).setText(
      lines.slice(0, keep).join('\n').trimEnd() + (keep < lines.length ? '…' : ''),
    );
    cutToWidth(t, box.width);
  }
  return t;
}

/** The row of small places, each an icon over its caption (or beside it, in a row across the foot). */
export function drawPlaces(
  scene: Phaser.Scene,
  places: HubSnapshot['places'],
  l: Pick<HubLayout, 'places' | 'placesInline' | 'captionSize' | 'u'>,
  actions: { go(id: string): void },
): void {
  const u = l.u;
  places.forEach((p, i) => {
    const b = l.places[i]!;
    cardBoxButton(scene, b, {
      id: p.id,
      label: p.label,
      radius: RADIUS.button * u,
      onClick: () => actions.go(p.id),
    });
    if (l.placesInline) return inlinePlace(scene, b, p, l.captionSize, u);
    const captionBox = { x: b.x + 3 * u, y: 0, width: b.width - 6 * u, height: l.captionSize * 2.6 };
    const glyph = Math.min(b.width * 0.42, b.height - captionBox.height - 10 * u, 30 * u);
    const top = b.y + (b.height - glyph - 4 * u - captionBox.height) / 2;
    addGlyph(scene, p.glyph, b.x + b.width / 2, top + glyph / 2, glyph);
    captionBox.y = top + glyph + 4 * u;
    wrapped(scene, captionBox, p.label, l.captionSize, THEME.text, false, 'center');
  });
}

/** A place in a row across the foot (a phone on its side): its icon beside its caption on one line, the pair centred. */
function inlinePlace(
  scene: Phaser.Scene,
  b: Box,
  p: HubSnapshot['places'][number],
  size: number,
  u: number,
): void {
  const glyph = Math.min(b.height * 0.5, 26 * u * 1.4);
  const space = 8 * u;
  const caption = scene.add
    .text(0, b.y + b.height / 2, p.label, textStyle(size, THEME.text))
    .setOrigin(0, 0.5);
  const room = b.width - glyph - space - 12 * u;
  if (caption.width > room)
    caption.setFontSize(Math.round(Math.max(minText(), (size * room) / caption.width)));
  cutToWidth(caption, room);
  const left = b.x + (b.width - glyph - space - caption.width) / 2;
  addGlyph(scene, p.glyph, left + glyph / 2, b.y + b.height / 2, glyph);
  caption.setX(left + glyph + space);
}
