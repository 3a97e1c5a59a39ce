// The notices about jumps (RULES.md section 13), without Phaser: how to jump, once per match, the
// first time the person playing has a jump to make on their turn (against an opponent that never
// jumps, that it never does); and why a jump cost points, the first time one makes a person's score
// fall (a jump also empties the square it leaves), once on the device.

import { JUMPS_PER_PLAYER, squareName } from '../../engine/index.ts';
import type { MoveEvent } from '../../game/events.ts';
import type { Match } from '../../game/match.ts';
import { agentKind, isHuman, type OpponentChoice } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { MOVE_IN_HAND } from '../menu/seed-opponents-miss.ts';
import { jumpCostWords, jumpMadeWords, jumpNoticeWords } from '../../words/jump-words.ts';

/** Whether the player to move can jump now: a cell of theirs with the other's cell beside it and an empty square beyond. */
export function canJumpNow(match: Match): boolean {
  const p = match.position;
  const q = p.toMove();
  if (!p.jumps || q === null || p.jumpsLeft(q) === 0) return false;
  for (let s = 0; s < p.layout.size; s++) {
    if (p.owner[s] !== q) continue;
    for (let c = 0; c < p.layout.size; c++) if (p.owner[c] === 0 && 'move' in p.findJump(s, c)) return true;
  }
  return false;
}

const told = new WeakSet<object>();

/**
 * The notice's words for `match` now, the first time `viewer` (the person's seat) can jump, else
 * null: not once they have jumped (they know how). `press` is "Tap" or "Click".
 */
export function jumpNoticeOnce(match: Match, viewer: 0 | 1 | null, press: string): string | null {
  if (viewer === null || told.has(match)) return null;
  const p = match.position;
  if (p.toMove() !== viewer + 1 || !canJumpNow(match)) return null;
  if (p.jumpsLeft((viewer + 1) as 1 | 2) < JUMPS_PER_PLAYER) return null;
  told.add(match);
  return jumpNoticeWords(press, placeWord(p.layout.grid), neverJumpsName(match.players[1 - viewer]!));
}

/** The opponent's name where it never jumps (it looks only at the move in hand), else null. */
export function neverJumpsName(id: string): string | null {
  const kind = agentKind(id);
  if (!MOVE_IN_HAND.includes(kind as OpponentChoice)) return null;
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

export interface JumpCostPorts {
  /** Whether a jump's cost was explained before, on this device. */
  told(): boolean;
  /** It is explained now: kept, so it never is again. */
  tell(): void;
}

/**
 * The first time a jump makes a person's score fall (their own jump leaving cells that split less
 * behind it, or the other player's turning their cell), one line says why; kept on the device, so
 * once per player. `viewer` is the person's seat, null with two people (then said by name) or none.
 */
export function jumpCostOnce(
  ports: JumpCostPorts,
  match: Match,
  e: MoveEvent,
  viewer: 0 | 1 | null,
  names: readonly [string, string],
): string | null {
  if (!e.jump) return null;
  const seats = ([0, 1] as const).filter(
    (i) => e.gains[i] < 0 && (viewer === null ? isHuman(match.players[i]!) : i === viewer),
  );
  const loser = seats[0];
  if (loser === undefined || ports.told()) return null;
  ports.tell();
  const layout = match.position.layout;
  const mover = e.player - 1;
  return jumpCostWords({
    own: loser === mover,
    lost: -e.gains[loser],
    from: squareName(layout, e.jump.from),
    over: squareName(layout, e.jump.over),
    to: squareName(layout, e.square),
    jumper: names[mover]!,
    loser: viewer === null ? names[loser]! : null,
  });
}

/**
 * The other player's jump, said each time it lands: the board shows a cell leave, hop and turn one of the
 * person's over, which reads as a glitch unless told ("Hard jumped from d1 over c2 to b3"). Not the
 * person's own jump (they made it), nor a game no one person plays; with two people, each jump.
 */
export function otherJumpWords(
  match: Match,
  e: MoveEvent,
  viewer: 0 | 1 | null,
  names: readonly [string, string],
): string | null {
  if (!e.jump) return null;
  const mover = (e.player - 1) as 0 | 1;
  if (viewer === mover) return null;
  if (viewer === null && !match.players.some((p) => isHuman(p))) return null;
  const layout = match.position.layout;
  return jumpMadeWords(
    names[mover]!,
    squareName(layout, e.jump.from),
    squareName(layout, e.jump.over),
    squareName(layout, e.square),
  );
}
