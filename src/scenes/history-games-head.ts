// Your games' head and marks, drawn where history-games.ts places them: the record in a few numbers
// over the list (a flame by a run going), the widest win under them, each day's heading between the
// rows, and on a row its result's edge and badge and the widest win's gold "Best win". The words and
// which row wins the badge are games-head.ts's; nothing here decides.

import type Phaser from 'phaser';
import type { GamesHead } from '../screens/history/games-head.ts';
import type { HistoryRow } from '../screens/history/history-model.ts';
import { recordType } from '../screens/history/record-type.ts';
import { minText } from '../ui/device-pixels.ts';
import { moodColour } from '../ui/results-title.ts';
import { pixelRatio } from '../ui/screen.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { GAMES_HEAD_WORDS } from '../words/games-head-words.ts';

/** A result's colour as a number (the edge, the badge), from the results' mood colours. */
export function moodFill(mood: HistoryRow['mood']): number {
  return parseInt(moodColour(mood).slice(1), 16);
}

/** A run's small flame: an orange drop with a yellow heart, `size` tall, its foot at (x, y). */
function flame(g: Phaser.GameObjects.Graphics, x: number, y: number, size: number): void {
  const r = size * 0.3;
  g.fillStyle(0xff7a2e, 1);
  g.fillCircle(x, y - r, r);
  g.fillTriangle(x - r * 0.95, y - r * 1.2, x + r * 0.95, y - r * 1.2, x + r * 0.15, y - size);
  g.fillStyle(0xffd34a, 1);
  g.fillCircle(x, y - r * 0.8, r * 0.55);
  g.fillTriangle(x - r * 0.5, y - r, x + r * 0.5, y - r, x + r * 0.1, y - size * 0.62);
}

/** The head over the list at its top: returns its height (the list's rows start under it). */
export function drawGamesHead(
  scene: Phaser.Scene,
  pane: ScrollPane,
  head: GamesHead,
  box: { x: number; y: number; width: number },
  u: number,
): number {
  const type = recordType(u, pixelRatio());
  const pad = 10 * u;
  const panel = pane.add(scene.add.graphics());
  const across = head.figures.length;
  const col = (box.width - 2 * pad) / across;
  let bottom = box.y + pad;
  const marks = pane.add(scene.add.graphics());
  head.figures.forEach((f, i) => {
    const cx = box.x + pad + col * (i + 0.5);
    const value = pane.add(
      scene.add
        .text(cx, box.y + pad, f.value, textStyle(type.value, f.lit ? THEME.accentCss : THEME.text, true))
        .setOrigin(0.5, 0),
    );
    if (f.lit) flame(marks, cx - value.width / 2 - 9 * u, value.y + value.height * 0.85, value.height * 0.62);
    const label = pane.add(
      scene.add
        .text(cx, value.y + value.height, f.label, {
          ...textStyle(type.label, THEME.textDim),
          align: 'center',
          wordWrap: { width: col - 6 * u, useAdvancedWrap: true },
        })
        .setOrigin(0.5, 0),
    );
    let end = label.y + label.height;
    if (f.note) {
      const note = pane.add(
        scene.add
          .text(cx, end, f.note, textStyle(Math.max(type.label * 0.92, minText()), THEME.textDim))
          .setOrigin(0.5, 0),
      );
      end = note.y + note.height;
    }
    bottom = Math.max(bottom, end);
  });
  if (head.bestWin) {
    const line = pane.add(
      scene.add.text(box.x + box.width / 2, bottom + 6 * u, `★ ${head.bestWin}`, {
        ...textStyle(type.line, THEME.accentCss, true),
        align: 'center',
        wordWrap: { width: box.width - 2 * pad, useAdvancedWrap: true },
      }),
    );
    line.setOrigin(0.5, 0);
    bottom = line.y + line.height;
  }
  const height = bottom + pad - box.y;
  panel.fillStyle(THEME.panelLight, 0.9);
  panel.fillRoundedRect(box.x, box.y, box.width, height, 12 * u);
  panel.lineStyle(Math.max(1, 1.5 * u), THEME.accent, 0.45);
  panel.strokeRoundedRect(box.x, box.y, box.width, height, 12 * u);
  return height;
}

/** A day's heading over its first row: "Today", "Yesterday", "Thursday 3 Dec". */
export function drawDayHeading(
  scene: Phaser.Scene,
  pane: ScrollPane,
  label: string,
  x: number,
  y: number,
  height: number,
  u: number,
): void {
  const size = Math.max(15 * u, minText());
  pane.add(
    scene.add
      .text(x + 4 * u, y + height - 4 * u, label, textStyle(size, THEME.accentCss, true))
      .setOrigin(0, 1),
  );
}

/** The day heading's height for the list's places. */
export function dayHeadingHeight(u: number): number {
  return Math.max(15 * u, minText()) * 1.3 + 10 * u;
}

/**
 * A row's marks: its result's colour on its left edge and, across the foot of its board picture, a
 * badge ("WIN"); the widest win also wears a gold "Best win" over its top right corner. Returns them.
 */
export function drawRowMarks(
  scene: Phaser.Scene,
  row: HistoryRow,
  best: boolean,
  at: { x: number; y: number; width: number; height: number; thumbX: number; thumb: number },
  u: number,
): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  if (row.mood === 'neutral') return out;
  const fill = moodFill(row.mood);
  const g = scene.add.graphics();
  g.fillStyle(fill, 0.07);
  g.fillRoundedRect(at.x, at.y, at.width, at.height, 12 * u);
  g.fillStyle(fill, 0.95);
  g.fillRoundedRect(at.x, at.y + 8 * u, 5 * u, at.height - 16 * u, 2.5 * u);
  out.push(g);
  const size = Math.max(11 * u, minText());
  const badge = scene.add
    .text(at.thumbX, at.y + at.height / 2 + at.thumb / 2, GAMES_HEAD_WORDS.badge[row.mood], {
      ...textStyle(size, '#0f2a31', true),
      backgroundColor: moodColour(row.mood),
      padding: { x: 5 * u, y: 1 * u },
    })
    .setOrigin(0.5, 0.75);
  out.push(badge);
  if (best) {
    const star = scene.add
      .text(at.x + at.width - 10 * u, at.y + 2 * u, `★ ${GAMES_HEAD_WORDS.bestWin}`, {
        ...textStyle(size, '#0f2a31', true),
        backgroundColor: THEME.accentCss,
        padding: { x: 6 * u, y: 2 * u },
      })
      .setOrigin(1, 0.5);
    out.push(star);
  }
  return out;
}
