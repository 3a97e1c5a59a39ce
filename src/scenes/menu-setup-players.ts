// The setup page's players tab blocks, drawn from the setup model's value: the opponent cards and
// two people's names.

import type Phaser from 'phaser';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { opponentCard } from '../ui/menu-cards.ts';
import { opponentBadgeInk } from '../ui/opponent-badges.ts';
import { readable } from '../ui/readable.ts';
import { metrics } from '../ui/screen.ts';
import { askText } from '../ui/text-prompt.ts';
import type { Room, Section } from './menu-section.ts';

type Of<K extends SetupSection['kind']> = Extract<SetupSection, { kind: K }>;

/** A grid of opponent cards; compact cards hold the name and mark alone. */
export function opponentCards(
  scene: Phaser.Scene,
  s: Of<'opponents'>,
  r: Room,
  press: (id: string) => void,
): Section {
  const { compact, cards } = s;
  const u = r.u;
  // Two lines on how it plays, three where the page has the room.
  const lineH = readable(13 * u) * 1.25;
  const twoLines = 2 * 10 * u + readable(17 * u) * 1.25 + 4 * u + 2 * lineH;
  const colsAt = (w: number) =>
    Math.max(2, Math.min(compact ? 6 : 3, Math.floor((w + r.gap) / ((compact ? 120 : 180) * u + r.gap))));
  const rowsAt = (w: number) => Math.ceil(cards.length / colsAt(w));
  const cardHAt = (w: number) => {
    if (compact) return r.rowH;
    // In a column of its own the cards have the height; otherwise they share it with two rows.
    const room = w < r.colW ? r.room - 30 * u : r.room - 3 * (r.rowH + 30 * u + r.gap);
    return Math.max(twoLines, Math.min(twoLines + lineH, (room - (rowsAt(w) - 1) * 8 * u) / rowsAt(w)));
  };
  return {
    caption: '',
    wide: true,
    height: (w) => rowsAt(w) * cardHAt(w) + (rowsAt(w) - 1) * 8 * u,
    draw: (x, y, w) => {
      const cols = colsAt(w);
      const cardH = cardHAt(w);
      const cw = (w - (cols - 1) * 8 * u) / cols;
      cards.forEach((c, i) => {
        opponentCard(
          scene,
          {
            id: c.option.id,
            x: x + (i % cols) * (cw + 8 * u),
            y: y + Math.floor(i / cols) * (cardH + 8 * u),
            width: cw,
            height: cardH,
            u,
            selected: c.option.chosen,
            onClick: () => press(c.option.id),
          },
          c.info,
          compact,
          c.colour,
          opponentBadgeInk(c.kind),
        );
      });
    },
  };
}

/** Two people's names: a button each that asks for the name (typed in a field, drawn as text only). */
export function namesSection(
  scene: Phaser.Scene,
  s: Of<'names'>,
  r: Room,
  rename: (index: 0 | 1, typed: string) => void,
): Section {
  return {
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const bw = (w - r.gap) / 2;
      s.names.forEach(
        (n) =>
          new Button(scene, {
            id: n.option.id,
            label: n.option.label,
            x: x + n.index * (bw + r.gap) + bw / 2,
            y: y + r.rowH / 2,
            width: bw,
            height: r.rowH,
            fontSize: readable(17 * r.u),
            onClick: () =>
              askText(scene, metrics(scene).u, {
                caption: n.prompt,
                value: n.value,
                okLabel: 'OK',
                onAccept: (text) => rename(n.index, text),
              }),
          }),
      );
    },
  };
}
