// Your games' Ladder tab as a map (screens/history/ladder-map.ts places it): the path between the
// steps, lit where walked; each step a round node with its number (a padlock when locked), the
// current one ringed in gold with a slow glow, its stars just under it, and its words beside it.

import type Phaser from 'phaser';
import type { LadderValue } from '../screens/history/history-model.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { ladderMap, type MapNode } from '../screens/history/ladder-map.ts';
import { readable } from '../ui/readable.ts';
import type { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';

const WON = 0x5fd39a;
const PATH_DIM = 0x35525c;
const NODE_DIM = 0x1c3038;

/** Draws the ladder's map; returns where its current step stands in the list (its top and height), if any. */
export function drawLadderMap(
  scene: Phaser.Scene,
  pane: ScrollPane,
  l: LadderValue,
  width: number,
  u: number,
): { top: number; height: number } | null {
  const left = pane.camera.x + 8 * u;
  const head = pane.add(
    scene.add.text(left, pane.top + 4 * u, l.line, {
      ...textStyle(readable(18 * u), THEME.text, true),
      wordWrap: { width: width - 16 * u, useAdvancedWrap: true },
    }),
  );
  const map = ladderMap(
    l,
    { left, top: head.y + head.height + 14 * u, width: width - 16 * u, u },
    HISTORY_WORDS.locked,
  );
  const g = pane.add(scene.add.graphics());
  for (const link of map.links) {
    g.lineStyle((link.walked ? 8 : 6) * u, link.walked ? THEME.accent : PATH_DIM, link.walked ? 0.85 : 1);
    g.lineBetween(link.from.x, link.from.y, link.to.x, link.to.y);
  }
  let current: { top: number; height: number } | null = null;
  for (const node of map.nodes) {
    drawNode(scene, pane, g, node, u);
    if (node.state === 'current')
      current = { top: node.y - node.radius - 12 * u - pane.top, height: 2 * node.radius + 40 * u };
  }
  pane.setHeight(map.nodes.length ? map.height + (head.height + 18 * u) : head.height);
  return current;
}

function drawNode(
  scene: Phaser.Scene,
  pane: ScrollPane,
  g: Phaser.GameObjects.Graphics,
  n: MapNode,
  u: number,
) {
  const { x, y, radius: r } = n;
  const fill =
    n.state === 'won'
      ? WON
      : n.state === 'locked'
        ? NODE_DIM
        : n.state === 'current'
          ? THEME.accent
          : 0x2a6b7a;
  g.fillStyle(0x06141a, 0.9).fillCircle(x, y + 3 * u, r + 2 * u);
  g.fillStyle(fill, 1).fillCircle(x, y, r);
  g.lineStyle(2 * u, n.state === 'locked' ? PATH_DIM : 0xffffff, n.state === 'locked' ? 1 : 0.6).strokeCircle(
    x,
    y,
    r,
  );
  if (n.state === 'current') {
    // You are here: a gold ring that breathes.
    const ring = pane.add(scene.add.graphics());
    ring.lineStyle(4 * u, THEME.accent, 1).strokeCircle(0, 0, r + 7 * u);
    ring.setPosition(x, y);
    scene.tweens.add({ targets: ring, scale: 1.12, alpha: 0.45, duration: 900, yoyo: true, repeat: -1 });
  }
  if (n.state === 'locked') {
    // A padlock: its shackle and its body.
    g.lineStyle(3 * u, 0x93b7c2, 1);
    g.beginPath();
    g.arc(x, y - 3 * u, 6 * u, Math.PI, 0, false);
    g.strokePath();
    g.fillStyle(0x93b7c2, 1).fillRoundedRect(x - 9 * u, y - 3 * u, 18 * u, 13 * u, 3 * u);
  } else {
    const dark = n.state === 'current' || n.state === 'won';
    pane.add(
      scene.add
        .text(x, y, String(n.n), textStyle(readable(20 * u), dark ? '#06141a' : THEME.text, true))
        .setOrigin(0.5),
    );
  }
  for (const s of n.stars)
    pane.add(
      scene.add
        .text(s.x, s.y, s.lit ? '★' : '☆', textStyle(readable(15 * u), THEME.accentCss, true))
        .setOrigin(0.5)
        .setAlpha(s.lit ? 1 : 0.6),
    );
  const dim = n.state === 'locked';
  const label = pane.add(
    scene.add.text(n.words.x, n.words.y, n.label, {
      ...textStyle(readable(16 * u), n.state === 'current' ? THEME.accentCss : THEME.text, true),
      wordWrap: { width: n.words.width, useAdvancedWrap: true },
    }),
  );
  const line = pane.add(
    scene.add.text(n.words.x, label.y + label.height + 2 * u, n.line, {
      ...textStyle(readable(14 * u), THEME.textDim),
      wordWrap: { width: n.words.width, useAdvancedWrap: true },
    }),
  );
  if (n.starsLine)
    pane.add(
      scene.add.text(n.words.x, line.y + line.height + 2 * u, n.starsLine, {
        ...textStyle(readable(14 * u), THEME.accentCss),
        wordWrap: { width: n.words.width, useAdvancedWrap: true },
      }),
    );
  if (dim) [label, line].forEach((t) => t.setAlpha(0.55));
}
