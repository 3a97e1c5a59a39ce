// The Ladder card's path in small (ladder-card.ts's planPath places it): a disc a step along a
// winding road, each with its number, arrow heads between them pointing the way; a won one amber
// with its three stars in a row under it (or, where rows of three would run together, one star and
// the number won: "3★"), the next one ringed.
// It draws, nothing else.

import type Phaser from 'phaser';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import type { PathPlan } from '../screens/menu/ladder-card.ts';
import { THEME, textStyle } from '../ui/theme.ts';

export function drawPath(
  scene: Phaser.Scene,
  path: HubSnapshot['ladder']['path'],
  plan: PathPlan,
  u: number,
): void {
  const { dots, radius: r } = plan;
  const g = scene.add.graphics();
  // Bold enough to read as a road: a faint one left 6–10 running right to left read as numbered wrong.
  g.lineStyle(Math.max(3, 5 * u), 0x9fd8e6, 0.6);
  g.beginPath();
  dots.forEach((d, i) => (i === 0 ? g.moveTo(d.x, d.y) : g.lineTo(d.x, d.y)));
  g.strokePath();
  for (const a of plan.arrows) arrowHead(g, a);
  dots.forEach((d, i) => {
    const step = path[i]!;
    if (step.state === 'next') {
      g.fillStyle(0x7dffb0, 0.25);
      g.fillCircle(d.x, d.y, r * 1.35);
    }
    const fill = { won: 0xffc94a, next: 0x2f8f5b, open: 0x2a4a55, locked: 0x17303a }[step.state];
    g.fillStyle(fill, 1);
    g.fillCircle(d.x, d.y, r);
    g.lineStyle(
      Math.max(1.5, 2 * u),
      step.state === 'next' ? 0xb8ffd8 : 0x9fd8e6,
      step.state === 'locked' ? 0.3 : 0.8,
    );
    g.strokeCircle(d.x, d.y, r);
    if (step.state === 'won' && plan.star.count) starCount(scene, g, d, plan, step.stars);
    else if (step.state === 'won') wonStars(g, d, plan.star, r, step.stars);
    const ink = step.state === 'won' ? '#0f2a31' : step.state === 'locked' ? THEME.textDim : THEME.text;
    scene.add.text(d.x, d.y, String(i + 1), textStyle(plan.numberSize, ink, true)).setOrigin(0.5);
  });
}

/** An arrow head on the road between two discs, pointing to the next step. */
function arrowHead(g: Phaser.GameObjects.Graphics, a: PathPlan['arrows'][number]): void {
  const [c, n] = [Math.cos(a.angle), Math.sin(a.angle)];
  const at = (along: number, across: number) => ({
    x: a.x + (along * c - across * n) * a.reach,
    y: a.y + (along * n + across * c) * a.reach,
  });
  g.fillStyle(0xd8f1f7, 1);
  g.fillTriangle(...xy(at(1, 0)), ...xy(at(-0.8, 0.9)), ...xy(at(-0.8, -0.9)));
}

const xy = (p: { x: number; y: number }): [number, number] => [p.x, p.y];

/** A won step's stars as one bright star under its disc with the number won before it ("3★"). */
function starCount(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
  at: { x: number; y: number },
  plan: PathPlan,
  stars: number,
): void {
  const { reach, dy } = plan.star;
  const number = scene.add
    .text(at.x, at.y + dy, String(stars), textStyle(plan.numberSize, '#fff0a0', true))
    .setOrigin(1, 0.5);
  // The number and the star centred together under the disc.
  const gap = reach * 0.25;
  const whole = number.width + gap + 2 * reach;
  number.setX(at.x - whole / 2 + number.width);
  starShape(g, { x: at.x - whole / 2 + number.width + gap + reach, y: at.y + dy }, reach, plan.radius, true);
}

/** A won step's three stars in a row under its disc: bright where won, dark where still to win. */
function wonStars(
  g: Phaser.GameObjects.Graphics,
  at: { x: number; y: number },
  star: PathPlan['star'],
  r: number,
  stars: number,
): void {
  [-1, 0, 1].forEach((k, i) =>
    starShape(g, { x: at.x + k * star.dx, y: at.y + star.dy }, star.reach, r, i < stars),
  );
}

/** A five-pointed star at `c`, outlined dark: bright where `lit`, else dark. */
function starShape(
  g: Phaser.GameObjects.Graphics,
  c: { x: number; y: number },
  reach: number,
  r: number,
  lit: boolean,
): void {
  const points = Array.from({ length: 10 }, (_, j) => {
    const t = -Math.PI / 2 + (j * Math.PI) / 5;
    const out = j % 2 === 0 ? reach : reach * 0.45;
    return { x: c.x + Math.cos(t) * out, y: c.y + Math.sin(t) * out };
  });
  // Phaser reads only x and y of each point.
  const shape = points as Phaser.Math.Vector2[];
  g.lineStyle(Math.max(1.5, r * 0.14), 0x0f2a31, 1);
  g.strokePoints(shape, true);
  g.fillStyle(lit ? 0xfff0a0 : 0x2a4550, 1);
  g.fillPoints(shape, true);
}
