// The menu's row of small places (your games, how to play, build a board, settings), drawn where
// hub-layout.ts puts them: on every menu, a newcomer's first too (menu-first-run.ts), in the same boxes.

import type Phaser from 'phaser';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import type { GamesDoor } from '../screens/history/menu-progress.ts';
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
  door: GamesDoor | null = null,
): void {
  const u = l.u;
  places.forEach((p, i) => {
    const b = l.places[i]!;
    const record = door?.id === p.id ? door : null;
    // The door to the games kept, once there are any, stands lit among the places: where a player
    // finds every game again (a quiet door among the others goes unseen).
    const button = cardBoxButton(scene, b, {
      id: p.id,
      label: p.label,
      radius: RADIUS.button * u,
      invite: record !== null,
      onClick: () => actions.go(p.id),
    });
    if (record) button.describe(record.said);
    if (l.placesInline) return inlinePlace(scene, b, p, l.captionSize, u, record);
    if (record) return doorPlace(scene, b, p, l.captionSize, u, record);
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
  record: GamesDoor | null,
): void {
  const glyph = Math.min(b.height * 0.5, 26 * u * 1.4);
  const space = 8 * u;
  const room = b.width - glyph - space - 12 * u;
  // With its record, the door's name over the record's line, both beside the icon.
  const note = record ? recordLine(scene, record, room, Math.max(minText(), size * 0.9)) : null;
  const caption = scene.add.text(0, 0, p.label, textStyle(size, THEME.text, record !== null));
  if (caption.width > room)
    caption.setFontSize(Math.round(Math.max(minText(), (size * room) / caption.width)));
  cutToWidth(caption, room);
  const wordsW = Math.max(caption.width, note?.width ?? 0);
  const left = b.x + (b.width - glyph - space - wordsW) / 2;
  addGlyph(scene, p.glyph, left + glyph / 2, b.y + b.height / 2, glyph);
  const top = b.y + (b.height - caption.height - (note?.height ?? 0)) / 2;
  caption.setPosition(left + glyph + space, top);
  note?.setPosition(left + glyph + space, top + caption.height);
}

/**
 * Your games with its record: the icon over its name, and the record under it in amber (the longest
 * of its lines that fits), so a player coming back sees what is kept behind the door.
 */
function doorPlace(
  scene: Phaser.Scene,
  b: Box,
  p: HubSnapshot['places'][number],
  size: number,
  u: number,
  record: GamesDoor,
): void {
  const room = b.width - 10 * u;
  const caption = scene.add.text(0, 0, p.label, textStyle(size, THEME.text, true)).setOrigin(0.5, 0);
  cutToWidth(caption, room);
  const note = recordLine(scene, record, room, size).setOrigin(0.5, 0);
  const words = caption.height + note.height;
  const glyph = Math.min(b.width * 0.42, b.height - words - 10 * u, 30 * u);
  const top = b.y + (b.height - glyph - 4 * u - words) / 2;
  addGlyph(scene, p.glyph, b.x + b.width / 2, top + glyph / 2, glyph);
  caption.setPosition(b.x + b.width / 2, top + glyph + 4 * u);
  note.setPosition(b.x + b.width / 2, top + glyph + 4 * u + caption.height);
}

/** The record's longest line that fits `room` at `size`, in amber; the shortest cut to it where none does. */
function recordLine(
  scene: Phaser.Scene,
  record: GamesDoor,
  room: number,
  size: number,
): Phaser.GameObjects.Text {
  const t = scene.add.text(0, 0, '', textStyle(size, THEME.accentCss));
  for (const line of record.lines) {
    t.setText(line);
    if (t.width <= room) return t;
  }
  return cutToWidth(t, room);
}
