// The small picture beside each rules option on the setup page, without Phaser: the last position
// of the option's how-to-play demo on its 3×3 board (the same the "?" plays), still, with what the
// option did marked: the cells a capture turned, the square a jump hopped from and over, the stem
// cell shared out, the square equal moves leave empty, the touching pairs connections count.

import { Position, STEM, type Layout } from '../../engine/index.ts';
import { HowToPlayDemo } from '../tutorial/how-to-play-demo.ts';
import type { DemoSpec } from '../tutorial/demo-spec.ts';
import type { OptionKey } from '../tutorial/how-to-play-pages.ts';
import { DEMOS } from '../tutorial/how-to-play-demo.ts';
import { JUMP_DEMO } from '../tutorial/jump-demo.ts';
import { STEM_DEMO } from '../tutorial/stem-demo.ts';
import { CONNECTIONS_DEMO, EQUAL_DEMO } from '../tutorial/shape-demos.ts';

export type RuleKey = 'equal' | 'connections' | 'capture' | 'stem' | 'jumps';

export interface RulePicture {
  key: RuleKey;
  layout: Layout;
  /** The squares drawn (three across), and their names. */
  squares: readonly number[];
  names: readonly string[];
  position: Position;
  /** Stem squares, drawn shared out where complete. */
  stems: readonly number[];
  /** Squares ringed: the cells the last move turned (capture, jump), or the square left empty (equal moves). */
  marked: readonly number[];
  /** A jump's hop, from the square its cell left to where it landed. */
  hop: { from: number; to: number } | null;
  /** Whether the touching pairs of one colour are drawn linked (scored by connections). */
  links: boolean;
}

const SPECS: Record<RuleKey, DemoSpec> = {
  equal: EQUAL_DEMO,
  connections: CONNECTIONS_DEMO,
  capture: DEMOS[2]!,
  stem: STEM_DEMO,
  jumps: JUMP_DEMO,
};

/** Whether an option of the Rules tab has a picture. */
export function isRuleKey(key: OptionKey | string): key is RuleKey {
  return key in SPECS;
}

const made = new Map<RuleKey, RulePicture>();

/** The picture of `key`: its demo played to its end (made once, then kept). */
export function rulePicture(key: RuleKey): RulePicture {
  const kept = made.get(key);
  if (kept) return kept;
  const spec = SPECS[key];
  const demo = new HowToPlayDemo([spec]);
  let marked: number[] = [];
  let hop: RulePicture['hop'] = null;
  for (let i = 0; i < spec.moves.length; i++) {
    const step = demo.advance();
    if (step.kind !== 'move') continue;
    if (step.converted.length > 0) marked = [...step.converted];
    if (step.jump) hop = { from: step.jump.from, to: step.square };
  }
  const position = demo.position;
  const squares = demo.squares();
  if (key === 'equal') marked = squares.filter((s) => position.owner[s] === 0);
  const picture: RulePicture = {
    key,
    layout: demo.layout,
    squares,
    names: demo.names(),
    position,
    stems: squares.filter((s) => position.owner[s] === STEM),
    marked,
    hop,
    links: key === 'connections',
  };
  made.set(key, picture);
  return picture;
}
