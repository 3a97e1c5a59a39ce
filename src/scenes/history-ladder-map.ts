// Your games' Ladder tab as a map (screens/history/ladder-map.ts places it): over it, where the
// player stands and the stars won; then the road winding across and back, lit where walked, its
// arrows pointing the way, and on it each step's tile with its board's picture, its number, its
// stars, its opponent and its lesson.
// The current step wears a gold "Play" tag with a slow glow; the locked ones are dim behind a padlock.

import type Phaser from 'phaser';
import type { LadderValue } from '../screens/history/history-model.ts';
import {
  ladderMap,
  mapFonts,
  rowWordsBands,
  stepsBelow,
  type LadderMap,
  type MapNode,
  type WordsBand,
} from '../screens/history/ladder-map.ts';
import { addThumbnail } from '../ui/board-thumbnail.ts';
import { minText, readable } from '../ui/readable.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import { pixelRatio } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Rect } from '../ui/board-geometry.ts';
import type { ListScroll } from '../screens/history/list-scroll.ts';
import { stepsBelowWords } from '../screens/history/history-words.ts';

const WON = 0x5fd39a;
/** The pale gold of a three-star tile's inner line. */
const GOLD_LIGHT = 0xfff0b3;
const ROAD = 0x23414b;
const ROAD_EDGE = 0x0a1a20;
const TILE = 0x153a45;
const TILE_DIM = 0x10252c;
const INK = '#06141a';

export interface DrawnLadder {
  map: LadderMap;
  /** Where the current step stands in the list (its top and height), if any. */
  current: { top: number; height: number } | null;
  /** The bands of words down the list (the heading, each row's names and lessons), from its top: the window opens with none cut. */
  words: WordsBand[];
  /** The list's full height. */
  height: number;
}

/** Draws the ladder's map into the pane. */
export function drawLadderMap(
  scene: Phaser.Scene,
  pane: ScrollPane,
  l: LadderValue,
  width: number,
  u: number,
): DrawnLadder {
  const left = pane.camera.x + 8 * u;
  const inner = width - 16 * u;
  // Over the map: where the player stands at the left, the stars won at the right.
  const total = pane.add(
    scene.add
      .text(left + inner, pane.top + 4 * u, l.starTotal, textStyle(readable(22 * u), THEME.accentCss, true))
      .setOrigin(1, 0),
  );
  const head = pane.add(
    scene.add.text(left, pane.top + 6 * u, l.next?.label ?? l.line, {
      ...textStyle(readable(17 * u), THEME.text, true),
      wordWrap: { width: inner - total.width - 12 * u, useAdvancedWrap: true },
    }),
  );
  let y = Math.max(head.y + head.height, total.y + total.height) + 2 * u;
  if (l.nextStars) {
    const rule = pane.add(
      scene.add.text(left, y, l.nextStars, {
        ...textStyle(secondaryFont(14, u, pixelRatio()), SECONDARY_COLOUR),
        wordWrap: { width: inner, useAdvancedWrap: true },
      }),
    );
    y = rule.y + rule.height;
  }
  const heading = { top: Math.min(head.y, total.y) - pane.top, foot: y - pane.top };
  const box = { left, top: y + 10 * u, width: inner, u, minFont: minText() };
  const map = ladderMap(l, box);
  drawRoad(pane.add(scene.add.graphics()), map, u);
  let current: DrawnLadder['current'] = null;
  const fonts = mapFonts({ left, top: 0, width: inner, u, minFont: minText() });
  for (const node of map.nodes) {
    drawStep(scene, pane, node, u, fonts);
    if (node.state === 'current') {
      const top = (node.tag?.y ?? node.y - node.size / 2) - 6 * u;
      current = { top: top - pane.top, height: node.lineY + 2 * fonts.line * 1.3 - top };
    }
  }
  const height = map.top + map.height - pane.top;
  pane.setHeight(height);
  const rows = rowWordsBands(map, box).map((b) => ({ top: b.top - pane.top, foot: b.foot - pane.top }));
  return { map, current, words: [heading, ...rows], height };
}

/**
 * The road: a dark bed, then its surface, lit gold as far as it has been walked, with dashes down
 * its middle and, at each piece's middle, an arrow pointing to the next step.
 */
function drawRoad(g: Phaser.GameObjects.Graphics, map: LadderMap, u: number): void {
  const w = Math.max(10 * u, map.nodes[0]!.size * 0.2);
  for (const r of map.road) {
    trace(g.lineStyle(w + 4 * u, ROAD_EDGE, 0.9), r.points).strokePath();
  }
  for (const r of map.road) {
    trace(g.lineStyle(w, r.walked ? 0x8a7330 : ROAD, 1), r.points).strokePath();
  }
  const middle = Math.floor((map.road[0]?.points.length ?? 0) / 2);
  for (const r of map.road) {
    // Dashes: every other short piece of the curve, none under the arrow.
    g.lineStyle(Math.max(2, 2 * u), r.walked ? THEME.accent : 0x3f6470, r.walked ? 0.95 : 0.8);
    for (let i = 2; i < r.points.length - 3; i += 2)
      if (Math.abs(i - middle) > 3)
        g.lineBetween(r.points[i]!.x, r.points[i]!.y, r.points[i + 1]!.x, r.points[i + 1]!.y);
  }
  for (const r of map.road) drawArrow(g, r.arrow, w * 0.85, r.walked, u);
}

/** An arrow head on the road at `at`, `s` from its middle to its tip: gold where walked, pale ahead. */
function drawArrow(
  g: Phaser.GameObjects.Graphics,
  at: { x: number; y: number; angle: number },
  s: number,
  walked: boolean,
  u: number,
): void {
  const [c, n] = [Math.cos(at.angle), Math.sin(at.angle)];
  const corner = (along: number, across: number) => ({
    x: at.x + (along * c - across * n) * s,
    y: at.y + (along * n + across * c) * s,
  });
  const shape = [corner(1, 0), corner(-0.7, 0.85), corner(-0.3, 0), corner(-0.7, -0.85)];
  trace(g.lineStyle(Math.max(2, 2.5 * u), ROAD_EDGE, 1), shape, true).strokePath();
  trace(g.fillStyle(walked ? THEME.accent : 0xa9c9d2, 1), shape, true).fillPath();
}

function drawStep(
  scene: Phaser.Scene,
  pane: ScrollPane,
  n: MapNode,
  u: number,
  fonts: { label: number; line: number; tag: number },
): void {
  const { x, y, size } = n;
  const locked = n.state === 'locked';
  const rim =
    n.state === 'current' || n.perfect
      ? THEME.accent
      : n.state === 'won'
        ? WON
        : locked
          ? 0x35525c
          : 0x3c7a90;
  const g = pane.add(scene.add.graphics());
  const half = size / 2;
  const corner = size * 0.18;
  if (n.state === 'current') {
    // You are here: a gold glow that breathes behind the tile.
    const glow = pane.add(scene.add.graphics());
    glow
      .fillStyle(THEME.accent, 0.28)
      .fillRoundedRect(-half - 8 * u, -half - 8 * u, size + 16 * u, size + 16 * u, corner + 8 * u);
    glow.setPosition(x, y);
    scene.tweens.add({ targets: glow, scale: 1.08, alpha: 0.35, duration: 1000, yoyo: true, repeat: -1 });
  }
  g.fillStyle(ROAD_EDGE, 0.9).fillRoundedRect(x - half, y - half + 4 * u, size, size, corner);
  g.fillStyle(locked ? TILE_DIM : TILE, 1).fillRoundedRect(x - half, y - half, size, size, corner);
  g.lineStyle((n.state === 'current' ? 4 : 3) * u, rim, 1).strokeRoundedRect(
    x - half,
    y - half,
    size,
    size,
    corner,
  );
  // Three stars: a second, pale gold line inside the gold rim, the tile finished.
  if (n.perfect)
    g.lineStyle(1.5 * u, GOLD_LIGHT, 0.9).strokeRoundedRect(
      x - half + 4 * u,
      y - half + 4 * u,
      size - 8 * u,
      size - 8 * u,
      Math.max(2, corner - 4 * u),
    );
  const picture = addThumbnail(scene, n.rules.split('/')[0]!, x, y, size * 0.74, size * 0.74);
  pane.add(picture);
  if (locked) {
    picture.setAlpha(0.3);
    drawPadlock(pane.add(scene.add.graphics()), x, y, size * 0.2);
  }
  // The step's number on a round badge at the tile's top left.
  const br = Math.max(11 * u, size * 0.17);
  const bx = x - half + br * 0.55;
  const by = y - half + br * 0.55;
  const badge = pane.add(scene.add.graphics());
  badge.fillStyle(locked ? 0x2a434b : rim, 1).fillCircle(bx, by, br);
  badge.lineStyle(2 * u, ROAD_EDGE, 1).strokeCircle(bx, by, br);
  pane.add(
    scene.add
      .text(bx, by, String(n.n), textStyle(readable(br * 1.15), locked ? THEME.textDim : INK, true))
      .setOrigin(0.5),
  );
  const stars = pane.add(scene.add.graphics());
  if (n.perfect) drawStarPlate(stars, n.stars, u);
  for (const s of n.stars) {
    trace(stars.fillStyle(ROAD_EDGE, 1), starPoints(s.x, s.y + 1.5 * u, s.r + 2 * u), true).fillPath();
    trace(stars.fillStyle(s.lit ? THEME.accent : 0x35525c, 1), starPoints(s.x, s.y, s.r), true).fillPath();
    // A star still to win is an outline in light, so the three read as three on the dark tile.
    if (!s.lit)
      trace(
        stars.lineStyle(Math.max(1.5 * u, s.r * 0.14), 0xa9c9d2, 0.9),
        starPoints(s.x, s.y, s.r),
        true,
      ).strokePath();
  }
  if (n.tag) {
    const t = n.tag;
    const tag = pane.add(scene.add.graphics());
    tag.fillStyle(ROAD_EDGE, 0.9).fillRoundedRect(t.x, t.y + 2 * u, t.width, t.height, t.height / 2);
    tag.fillStyle(THEME.accent, 1).fillRoundedRect(t.x, t.y, t.width, t.height, t.height / 2);
    pane.add(
      scene.add
        .text(t.x + t.width / 2, t.y + t.height / 2, '▶ Play', textStyle(fonts.tag, INK, true))
        .setOrigin(0.5),
    );
  }
  const label = pane.add(
    scene.add
      .text(
        x,
        n.labelY,
        n.label,
        textStyle(fonts.label, n.state === 'current' ? THEME.accentCss : THEME.text, true),
      )
      .setOrigin(0.5, 0),
  );
  const line = pane.add(
    scene.add
      .text(x, n.lineY, n.line, {
        ...textStyle(fonts.line, SECONDARY_COLOUR),
        align: 'center',
        wordWrap: { width: n.lineWidth, useAdvancedWrap: true },
      })
      .setOrigin(0.5, 0),
  );
  if (locked) label.setAlpha(0.6);
  if (locked && !/^Win step/.test(n.line)) line.setAlpha(0.75);
}

/** Under a step's three stars won, a dark plate rimmed in gold: the set complete, seen at a glance. */
function drawStarPlate(
  g: Phaser.GameObjects.Graphics,
  stars: readonly MapNode['stars'][number][],
  u: number,
): void {
  const first = stars[0]!;
  const last = stars.at(-1)!;
  const middle = stars[1]!;
  const h = middle.r * 2 + 2 * u;
  const x = first.x - first.r - 5 * u;
  const w = last.x + last.r + 5 * u - x;
  const y = middle.y - h / 2 - 1 * u;
  g.fillStyle(ROAD_EDGE, 0.95).fillRoundedRect(x, y, w, h, h / 2);
  g.lineStyle(2 * u, THEME.accent, 1).strokeRoundedRect(x, y, w, h, h / 2);
}

/** Points traced as one path (closed when `close`), ready to stroke or fill. */
function trace(
  g: Phaser.GameObjects.Graphics,
  points: readonly { x: number; y: number }[],
  close = false,
): Phaser.GameObjects.Graphics {
  g.beginPath();
  points.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
  if (close) g.closePath();
  return g;
}

/** A five-pointed star's corners around (x, y). */
function starPoints(x: number, y: number, r: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? r : r * 0.45;
    points.push({ x: x + d * Math.cos(a), y: y + d * Math.sin(a) });
  }
  return points;
}

/** A padlock over a locked tile: its shackle and its body. */
function drawPadlock(g: Phaser.GameObjects.Graphics, x: number, y: number, s: number): void {
  g.lineStyle(s * 0.32, 0xcfe3e8, 1);
  g.beginPath();
  g.arc(x, y - s * 0.15, s * 0.6, Math.PI, 0, false);
  g.strokePath();
  g.fillStyle(0xcfe3e8, 1).fillRoundedRect(x - s, y - s * 0.15, 2 * s, 1.5 * s, s * 0.25);
  g.fillStyle(0x10252c, 1).fillCircle(x, y + s * 0.5, s * 0.22);
}

/** The cue's height: a finger's tap, its words inside. */
function cueHeight(u: number): number {
  return Math.max(readable(15 * u) * 1.3 + 12 * u, 36 * u);
}

/** The ladder's window over the strip its cue stands in at its foot (the cue never over a step's words). */
export function cueStrip(window: Rect, u: number): { window: Rect; cue: Rect } {
  const strip = cueHeight(u) + 8 * u;
  return {
    window: { ...window, height: window.height - strip },
    cue: {
      x: window.x,
      y: window.y + window.height - strip + 8 * u,
      width: window.width,
      height: strip - 8 * u,
    },
  };
}

/**
 * The cue in its strip under the window while steps lie below it ("Steps 11–14 below ▾",
 * ladder-map.ts's stepsBelow): a gold tag, gone once they are in sight; a tap on it scrolls them
 * in (`reveal`). Returns what redraws it as the map scrolls.
 */
export function belowCue(
  scene: Phaser.Scene,
  map: LadderMap,
  window: Rect,
  strip: Rect,
  scroll: ListScroll,
  u: number,
  reveal: () => void,
): () => void {
  const words = scene.add
    .text(strip.x + strip.width / 2, strip.y + strip.height / 2, '', textStyle(readable(15 * u), INK, true))
    .setOrigin(0.5)
    .setDepth(1002);
  const pill = scene.add.graphics().setDepth(1001);
  const hit = scene.add
    .zone(strip.x + strip.width / 2, strip.y + strip.height / 2, strip.width, strip.height)
    .setInteractive({ useHandCursor: true });
  hit.on('pointerup', () => {
    if (words.visible) reveal();
  });
  const update = () => {
    const below = stepsBelow(map, window.y + scroll.offset + window.height);
    pill.clear();
    words.setVisible(below !== null);
    if (!below) return;
    words.setText(stepsBelowWords(below.first, below.last));
    const w = words.width + 28 * u;
    const h = strip.height;
    const x = strip.x + strip.width / 2 - w / 2;
    pill.fillStyle(THEME.accent, 0.95).fillRoundedRect(x, strip.y, w, h, h / 2);
    pill.lineStyle(Math.max(1.5, 2 * u), 0x0a1a20, 0.9).strokeRoundedRect(x, strip.y, w, h, h / 2);
  };
  update();
  return update;
}
