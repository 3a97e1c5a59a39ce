// The menu's today card for a player coming back, drawn where today-layout.ts puts it: a glass card
// across the top, the days in a row on an amber disc, the greeting with the days' words, the one
// next thing offered (in the accent, bold) and today's goal with its ticks, and a "›": a tap starts
// the next thing (today-card.ts and comeback.ts decide).

import type Phaser from 'phaser';
import type { HubLayout } from '../screens/menu/hub-layout.ts';
import type { TodayCard } from '../screens/menu/today-card.ts';
import { planToday, todayBox } from '../screens/menu/today-layout.ts';
import { fitLine } from '../ui/fit-text.ts';
import { cardBoxButton, cutToWidth } from '../ui/menu-cards.ts';
import { pixelRatio } from '../ui/screen.ts';
import { RADIUS, THEME, textStyle } from '../ui/theme.ts';
import { discUnit } from '../words/today-words.ts';
import { markNewStar, STAR_INK } from './menu-star.ts';
import { pulse } from '../ui/cell-pulse.ts';
import { reducedMotion } from '../ui/motion.ts';

/** The disc's amber, the ladder badge's, and a done item's mint. */
const DISC = 0xffc94a;
const DONE = '#9ff3d2';

/** The hub's actions the card's tap may take (menu-hub.ts's HubActions has them). */
export interface TodayActions {
  play(): void;
  resume(): void;
  /** A game the card names: a rematch, a gentler game, the ladder's next step. */
  startGame(start: { rules: string; players: [string, string] }): void;
  /** A place by control id: today's puzzle, Your games. */
  go(id: string): void;
}

export function drawToday(scene: Phaser.Scene, card: TodayCard, l: HubLayout, actions: TodayActions): void {
  const open = {
    puzzle: () => actions.go('puzzle'),
    resume: () => actions.resume(),
    play: () => actions.play(),
    start: () => (card.start ? actions.startGame(card.start) : actions.play()),
  }[card.opens];
  const dpr = pixelRatio();
  const u = l.u;
  const box = todayBox(l, dpr);
  const button = cardBoxButton(scene, box, {
    id: card.id,
    label: card.label,
    radius: RADIUS.card * u,
    onClick: open,
  });
  button.describe(card.label);
  const probe = scene.add.text(0, 0, '', textStyle(16, THEME.text, true));
  const plan = planToday(
    box,
    u,
    dpr,
    {
      ...card,
      // The first line: the hello and what happened or waits (greeting.ts).
      streak: card.hello.words,
      streakShort: card.hello.short,
      last: { words: card.offer.words, short: card.offer.short },
      goal: card.goal.map((g) => `${g.done ? '✓' : '○'} ${g.words}`),
      goalShort: card.goal.map((g) => `${g.done ? '✓' : '○'} ${g.short}`),
    },
    {
      widthAt: (text, size) => probe.setFontSize(size).setText(text).width,
      lineHeight: (size) => probe.setFontSize(size).setText('Ag').height,
    },
  );
  probe.destroy();
  const disc = drawDisc(scene, plan.disc, card.days);
  const goalDone = new Map<string, boolean>(
    card.goal.flatMap((g) => [g.words, g.short].map((w) => [`${g.done ? '✓' : '○'} ${w}`, g.done] as const)),
  );
  const goalId = new Map<string, string>(
    card.goal.flatMap((g) => [g.words, g.short].map((w) => [`${g.done ? '✓' : '○'} ${w}`, g.id] as const)),
  );
  // A tick new since the home was last seen lands on its item; one that kept the day pops the disc too.
  const landing = card.ticks?.pop ? card.ticks : null;
  if (landing?.keptDay) landDisc(scene, disc, plan.disc);
  for (const line of plan.lines) {
    const star = line.kind === 'streak' ? card.star : null;
    const colour =
      line.kind === 'streak'
        ? star
          ? STAR_INK
          : card.ticks?.keptDay
            ? DONE
            : THEME.text
        : line.kind === 'last'
          ? THEME.accentCss
          : goalDone.get(line.text)
            ? DONE
            : THEME.textDim;
    const t = scene.add.text(line.x, line.y, line.text, textStyle(line.size, colour, line.kind !== 'goal'));
    // Shrunk to the readable floor on one line, then cut (the plan gave each line its shorter words where whole ones did not fit).
    if (t.width > line.width) fitLine(t, line.width);
    if (t.height * t.scaleY > line.size * 1.6) t.setWordWrapWidth(null as unknown as number).setScale(1);
    cutToWidth(t, line.width / t.scaleX);
    if (star) markNewStar(scene, t, star === 'pop', u);
    const id = line.kind === 'goal' ? goalId.get(line.text) : undefined;
    if (landing && id && landing.landed.includes(id as 'win' | 'puzzle')) landTick(scene, t, u);
  }
  scene.add
    .text(plan.chevron.x, plan.chevron.y, '›', textStyle(plan.chevron.size, THEME.accentCss, true))
    .setOrigin(0.5);
}

/** A tick that lands: its item swells in from larger, settling with a small overshoot, and a mint ring flashes from its tick. */
function landTick(scene: Phaser.Scene, t: Phaser.GameObjects.Text, u: number): void {
  if (reducedMotion()) return;
  const scale = t.scaleX;
  t.setScale(scale * 1.5).setAlpha(0.4);
  scene.tweens.add({ targets: t, scale, alpha: 1, duration: 420, delay: 250, ease: 'Back.easeOut' });
  const at = { x: t.x + 8 * u, y: t.y + (t.height * scale) / 2 };
  scene.time.delayedCall(450, () => pulse(scene, at, 40 * u, 0x9ff3d2, 600, 'move', 'round'));
}

/** The day kept: the disc swells once with a ring of its amber, as the tick lands. */
function landDisc(
  scene: Phaser.Scene,
  parts: Phaser.GameObjects.GameObject[],
  at: { x: number; y: number; side: number },
): void {
  if (reducedMotion()) return;
  for (const p of parts as (Phaser.GameObjects.GameObject & { scale: number })[]) {
    const o = p as unknown as Phaser.GameObjects.Components.Transform;
    // Swell about the disc's centre: each part's offset from it grows and shrinks with it.
    const [dx, dy] = [o.x - at.x, o.y - at.y];
    scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: 520,
      delay: 650,
      onUpdate: (tw) => {
        const k = 1 + 0.22 * Math.sin(Math.PI * (tw.getValue() ?? 0));
        o.setScale(k);
        o.setPosition(at.x + dx * k, at.y + dy * k);
      },
    });
  }
  scene.time.delayedCall(800, () => pulse(scene, at, at.side * 1.2, DISC, 700, 'move', 'round'));
}

/** The days in a row on a glossy amber disc, lit from above as the cells; a fresh start's spark where none. Returns what it drew. */
function drawDisc(
  scene: Phaser.Scene,
  at: { x: number; y: number; side: number },
  days: number,
): Phaser.GameObjects.GameObject[] {
  const from = scene.children.list.length;
  const g = scene.add.graphics();
  const r = at.side / 2;
  g.fillStyle(0x000000, 0.3);
  g.fillCircle(at.x, at.y + r * 0.1, r);
  g.fillStyle(DISC, 1);
  g.fillCircle(at.x, at.y, r);
  g.fillStyle(0xffffff, 0.16);
  g.fillEllipse(at.x, at.y - r * 0.38, r * 1.5, r * 0.95);
  g.fillStyle(0xffffff, 0.4);
  g.fillEllipse(at.x - r * 0.36, at.y - r * 0.5, r * 0.5, r * 0.28);
  if (days <= 0) {
    scene.add.text(at.x, at.y + r * 0.04, '✦', textStyle(r * 1.05, '#0f2a31', true)).setOrigin(0.5);
    return scene.children.list.slice(from);
  }
  // The number over its unit, so a newcomer reads "1 day", not a rank; the unit at the readable floor.
  const words = String(days);
  const unit = Math.max(13 * pixelRatio(), r * 0.36);
  scene.add
    .text(at.x, at.y - r * 0.2, words, textStyle(r * (words.length > 2 ? 0.6 : 0.78), '#0f2a31', true))
    .setOrigin(0.5);
  scene.add.text(at.x, at.y + r * 0.45, discUnit(days), textStyle(unit, '#0f2a31', true)).setOrigin(0.5);
  return scene.children.list.slice(from);
}
