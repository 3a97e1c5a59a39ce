// The ladder drawn as a map (Your games' Ladder tab): a path winding down the screen, each step a
// node with its number, its stars just under it and, beside it, what it is played on and what it
// teaches, then which star is for what (and why one is missed); the steps won lit, the current one ringed ("you are here"), the locked ones plainly
// locked (a padlock, no stars), and the path walked lit up to the current step. Places in game
// pixels from the ladder's value (history-model.ts); the view draws them, tests read them.

import type { LadderValue } from './history-model.ts';

export type NodeState = 'won' | 'current' | 'open' | 'locked';

export interface MapNode {
  id: string;
  /** The step's place, from 1. */
  n: number;
  x: number;
  y: number;
  radius: number;
  state: NodeState;
  /** The stars drawn under the node (none on a locked step), each lit or not. */
  stars: { x: number; y: number; lit: boolean }[];
  /** Where its words start (the label, then what it teaches), and how wide they may run. */
  words: { x: number; y: number; width: number };
  label: string;
  line: string;
  /** Under the line: each star held or missed and why ('' on a locked step). */
  starsLine: string;
}

export interface MapLink {
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** Walked: it leads to a step that is open. */
  walked: boolean;
}

export interface LadderMap {
  nodes: MapNode[];
  links: MapLink[];
  height: number;
}

/** How far (in u) the path swings left and right as it winds down, step by step. */
const SWING = [0, 1, 2, 1];

export function ladderMap(
  value: LadderValue,
  box: { left: number; top: number; width: number; u: number },
  locked: string,
): LadderMap {
  const { left, top, width, u } = box;
  const radius = 22 * u;
  // Room for its label, what it teaches and its stars' line, each of which may take two lines on a phone.
  const row = 118 * u;
  const swing = 26 * u;
  const wordsX = left + 2 * swing + 2 * radius + 22 * u;
  const nodes: MapNode[] = value.steps.map((s, i) => {
    const x = left + radius + 4 * u + SWING[i % SWING.length]! * swing;
    const y = top + radius + 6 * u + i * row;
    const state: NodeState = !s.open
      ? 'locked'
      : s.id === value.next?.id
        ? 'current'
        : s.stars > 0
          ? 'won'
          : 'open';
    const gap = 15 * u;
    const stars =
      state === 'locked'
        ? []
        : [0, 1, 2].map((k) => ({
            x: x + (k - 1) * gap,
            y: y + radius + (state === 'current' ? 17 : 11) * u,
            lit: s.held[k]!,
          }));
    return {
      id: s.id,
      n: i + 1,
      x,
      y,
      radius,
      state,
      stars,
      words: { x: wordsX, y: y - radius, width: Math.max(120 * u, left + width - wordsX) },
      label: s.label,
      line: s.open ? s.teaches : `${locked} · ${s.teaches}`,
      starsLine: s.starsLine,
    };
  });
  const links: MapLink[] = nodes.slice(1).map((to, i) => ({
    from: { x: nodes[i]!.x, y: nodes[i]!.y },
    to: { x: to.x, y: to.y },
    walked: to.state !== 'locked',
  }));
  const lastNode = nodes[nodes.length - 1];
  const height = lastNode ? lastNode.y + radius + 26 * u - top : 0;
  return { nodes, links, height };
}
