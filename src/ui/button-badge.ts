// A small badge on a toolbar button's icon, over its top edge: a few words a glance reads beside the
// button's name under the icon. Closed Best moves keeps its name, "Best moves", and its badge says
// when it opens, "in 10" ("Best in 10" under the icon left a new player asking what "Best" was).
// The accent's words on a dark plate, so they read on the greyed button too.

import type Phaser from 'phaser';
import { minText } from './device-pixels.ts';
import { textStyle, THEME } from './theme.ts';

/** Where the badge stands: the icon's centre and size, and the button's top edge, in the button's own pixels. */
export interface BadgeAt {
  x: number;
  y: number;
  size: number;
  top: number;
}

/** The badge's text, made when first shown; its words are the hook's (controls' `badge`). */
export function showBadge(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  badge: Phaser.GameObjects.Text | undefined,
  words: string | null,
  at: BadgeAt,
): Phaser.GameObjects.Text | undefined {
  if (words === null) {
    badge?.setVisible(false);
    return badge;
  }
  const font = minText();
  const pad = badgePad(font);
  const made =
    badge ??
    scene.add
      .text(0, 0, '', { ...textStyle(font, THEME.accentCss, true), backgroundColor: '#0b2a33' })
      .setOrigin(0.5)
      .setPadding(pad.x, pad.y);
  if (!badge) parent.add(made);
  made.setText(words).setVisible(true);
  made.setPosition(Math.round(at.x), Math.round(badgeY(at, made.height, made.height * 0.3)));
  return made;
}

/**
 * The badge's centre down, for a badge `height` tall: standing on the icon's top edge, as an app's
 * badge, the icon whole beneath (a column's narrow button, 60 CSS px, holds it across); never above
 * the button's own top edge, `air` inside it (clear of its rim): on a phone on its side the rail's short buttons set
 * the icon near their top, and "in 6" stood across the gap between Hint and Best moves.
 */
export function badgeY(at: BadgeAt, height: number, air: number): number {
  return Math.max(at.y - at.size * 0.5 - height * 0.3, at.top + air + height / 2);
}

/** The badge's padding round its words at `font` px: its width is its words' and twice `x`. */
export function badgePad(font: number): { x: number; y: number } {
  return { x: Math.round(font * 0.3), y: Math.round(font * 0.08) };
}
