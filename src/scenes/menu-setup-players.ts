// The setup page's players tab blocks, drawn from the setup model's value: the opponent cards and
// two people's names.

import type Phaser from 'phaser';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { opponentCard, opponentLineSize, opponentSays } from '../ui/menu-cards.ts';
import { opponentGrid } from '../screens/menu/opponent-grid.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { opponentBadgeInk } from '../ui/opponent-badges.ts';
import { readable } from '../ui/readable.ts';
import { metrics } from '../ui/screen.ts';
import { askText } from '../ui/text-prompt.ts';
import type { Room, Section } from './menu-section.ts';

type Of<K extends SetupSection['kind']> = Extract<SetupSection, { kind: K }>;

/** A grid of opponent cards (opponent-grid.ts): each card's line whole; compact cards hold the name and mark alone. */
export function opponentCards(
  scene: Phaser.Scene,
  s: Of<'opponents'>,
  r: Room,
  press: (id: string) => void,
): Section {
  const { compact, cards } = s;
  const u = r.u;
  const lineSize = opponentLineSize(u);
  const lineH = lineSize * 1.25;
  const pad = 10 * u;
  // In a column of its own the cards have the height; otherwise they share it with three rows.
  const roomAt = (w: number) => (w < r.colW ? r.room - 30 * u : r.room - 3 * (r.rowH + 30 * u + r.gap));
  // The most lines any card's words take at a card width, measured once a width.
  const lines = new Map<number, number>();
  const linesAt = (cardW: number) => {
    const key = Math.round(cardW);
    if (!lines.has(key)) {
      const probe = scene.add.text(0, 0, '', {
        ...textStyle(lineSize, THEME.text),
        wordWrap: { width: cardW - 2 * pad, useAdvancedWrap: true },
      });
      lines.set(key, Math.max(...cards.map((c) => probe.setText(opponentSays(c)).getWrappedText().length)));
      probe.destroy();
    }
    return lines.get(key)!;
  };
  const gridAt = (w: number) =>
    opponentGrid({
      count: cards.length,
      width: w,
      room: () => roomAt(w),
      gap: 8 * u,
      leastW: 180 * u,
      mostCols: 3,
      head: 2 * pad + readable(17 * u) * 1.25 + 4 * u,
      lineH,
      linesAt,
    });
  const compactCols = (w: number) => Math.max(2, Math.min(6, Math.floor((w + r.gap) / (120 * u + r.gap))));
  const placeAt = (w: number) => {
    if (!compact) return gridAt(w);
    const cols = compactCols(w);
    return {
      cols,
      rows: Math.ceil(cards.length / cols),
      cardW: (w - (cols - 1) * 8 * u) / cols,
      cardH: r.rowH,
    };
  };
  return {
    caption: '',
    wide: true,
    height: (w) => {
      const g = placeAt(w);
      return g.rows * g.cardH + (g.rows - 1) * 8 * u;
    },
    draw: (x, y, w) => {
      const { cols, cardW, cardH } = placeAt(w);
      cards.forEach((c, i) => {
        opponentCard(
          scene,
          {
            id: c.option.id,
            x: x + (i % cols) * (cardW + 8 * u),
            y: y + Math.floor(i / cols) * (cardH + 8 * u),
            width: cardW,
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
