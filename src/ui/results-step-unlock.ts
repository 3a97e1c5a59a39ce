// A ladder step's unlock on the results (screens/results/step-unlock.ts decides): a stretch of the
// ladder's path in the Ladder card's look (a won step amber, the next one green and ringed, a
// locked one dark), the player's marker, a gold ring, leaving the step just won for the new one,
// which lights as it arrives with a pulse and its chime, and "Step 2 unlocked" with what the step is
// about landing under it. Its room is kept from the first frame; under reduced motion or on a redraw
// it stands finished. Returns the height used.

import type Phaser from 'phaser';
import type { PathDisc, StepUnlock } from '../screens/results/step-unlock.ts';
import { MARKER_MOVE_MS } from '../screens/results/step-unlock.ts';
import { fitLine } from './fit-text.ts';
import { pulse } from './cell-pulse.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

const FILL = { won: 0xffc94a, open: 0x2f8f5b, locked: 0x17303a } as const;
const RIM = { won: 0x9fd8e6, open: 0xb8ffd8, locked: 0x9fd8e6 } as const;

/** A disc's radius and the road's length between two, in design units. */
const DISC_UNITS = 17;
const SPACING_UNITS = 62;

export function drawStepUnlock(
  scene: Phaser.Scene,
  unlock: StepUnlock,
  at: { x: number; y: number; width: number; u: number },
  chime: () => void,
): number {
  const { x, width, u } = at;
  let y = at.y;
  const r = DISC_UNITS * u;
  const spacing = Math.min(SPACING_UNITS * u, (width - 2 * r) / Math.max(1, unlock.path.length - 1));
  const left = x - (spacing * (unlock.path.length - 1)) / 2;
  const cy = y + r * 1.4;
  const centre = (i: number) => ({ x: left + i * spacing, y: cy });
  const road = scene.add.graphics();
  road.lineStyle(Math.max(3, 5 * u), 0x9fd8e6, 0.6);
  road.lineBetween(centre(0).x, cy, centre(unlock.path.length - 1).x, cy);
  const moving = unlock.movesAt !== null && unlock.arrivesAt !== null;
  const numberSize = Math.max(16 * u, 13 * pixelRatio());
  let newDisc: { at: { x: number; y: number } } | null = null;
  unlock.path.forEach((d, i) => {
    const c = centre(i);
    // The new step is drawn locked until the marker reaches it, then painted open.
    const arrives = d.n === unlock.to && moving;
    const state: PathDisc['state'] = arrives ? 'locked' : d.state;
    const disc = paintDisc(scene.add.graphics(), c, r, state, u);
    const ink = state === 'won' ? '#0f2a31' : state === 'locked' ? THEME.textDim : THEME.text;
    const label = scene.add.text(c.x, c.y, String(d.n), textStyle(numberSize, ink, true)).setOrigin(0.5);
    if (arrives) {
      newDisc = { at: c };
      scene.time.delayedCall(unlock.arrivesAt!, () => {
        paintDisc(disc, c, r, 'open', u);
        label.setColor(THEME.text);
      });
    }
  });
  const fromAt = centre(unlock.path.findIndex((d) => d.n === unlock.from));
  const toAt = centre(unlock.path.findIndex((d) => d.n === unlock.to));
  const marker = scene.add.graphics();
  marker.lineStyle(Math.max(3, 4 * u), THEME.accent, 1);
  marker.strokeCircle(0, 0, r + 6 * u);
  marker.setPosition(moving ? fromAt.x : toAt.x, cy);
  y = cy + r * 1.4 + 6 * u;
  const title = scene.add
    .text(x, y, unlock.title, textStyle(26 * u, THEME.accentCss, true))
    .setOrigin(0.5, 0);
  y += fitLine(title, width) + 4 * u;
  const lessonSize = Math.max(19 * u, 16 * pixelRatio());
  const lesson = scene.add
    .text(x, y, unlock.lesson, textStyle(lessonSize, THEME.text, true))
    .setOrigin(0.5, 0);
  y += fitLine(lesson, width, 15) + 2 * u;
  const onSize = Math.max(16 * u, 14 * pixelRatio());
  const on = scene.add.text(x, y, unlock.on, textStyle(onSize, THEME.textDim)).setOrigin(0.5, 0);
  y += fitLine(on, width, 14) + 8 * u;
  if (moving) {
    for (const t of [title, lesson, on]) t.setAlpha(0);
    scene.tweens.add({
      targets: marker,
      x: toAt.x,
      delay: unlock.movesAt!,
      duration: MARKER_MOVE_MS,
      ease: 'Cubic.easeInOut',
    });
    scene.time.delayedCall(unlock.arrivesAt!, () => {
      chime();
      if (newDisc) pulse(scene, newDisc.at, r * 2.2, 0x7dffb0, 650, 'ending', 'round');
      const size = title.scale;
      title.setScale(size * 1.35);
      scene.tweens.add({ targets: title, alpha: 1, scale: size, duration: 320, ease: 'Back.easeOut' });
      scene.tweens.add({ targets: [lesson, on], alpha: 1, duration: 320, delay: 120 });
    });
  }
  return y - at.y;
}

/** Paints a disc of the path in `state`'s look on `g`, anew. */
function paintDisc(
  g: Phaser.GameObjects.Graphics,
  c: { x: number; y: number },
  r: number,
  state: PathDisc['state'],
  u: number,
): Phaser.GameObjects.Graphics {
  g.clear();
  if (state === 'open') {
    g.fillStyle(0x7dffb0, 0.25);
    g.fillCircle(c.x, c.y, r * 1.35);
  }
  g.fillStyle(FILL[state], 1);
  g.fillCircle(c.x, c.y, r);
  g.lineStyle(Math.max(1.5, 2 * u), RIM[state], state === 'locked' ? 0.3 : 0.8);
  g.strokeCircle(c.x, c.y, r);
  return g;
}
