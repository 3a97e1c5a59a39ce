// What the guided game says to a tap it does not take: where the glowing square (or column) is
// from the tap, that it is the opponent's turn, or that Next goes on; and how long a line that goes
// by itself stays, so it can be read (no Phaser here, so the words are tested on their own).

/** What the guided game waits for when a tap comes ('reading': the opponent has moved, its words are still being read). */
export type TutorialPhase = 'tap' | 'opponent' | 'reading' | 'next';

interface Point {
  x: number;
  y: number;
}

/**
 * The friendly line for a tap the tutorial did not take. `tapped` and `wanted` are the centres of
 * the square tapped and the glowing one (screen y grows downwards), when there are both; `name` is
 * the glowing square's name as the board's edges spell it ("a2"), said so it can be found there too.
 */
export function missedWords(
  phase: TutorialPhase,
  gravity: boolean,
  tapped: Point | null,
  wanted: Point | null,
  square: number,
  /** "Tap" or "Click" (press-words.ts). */
  press = 'Tap',
  name?: string,
): string {
  if (phase === 'opponent') return "Wait a moment: it is the opponent's turn.";
  if (phase === 'reading') return 'The opponent has moved: your turn comes in a moment.';
  if (phase === 'next') return 'Press Next to go on.';
  const target = gravity ? 'the glowing column' : `the glowing square${name ? `, ${name},` : ''}`;
  if (!tapped || !wanted) return `${press} ${target.replace(/,$/, '')}.`;
  const dx = wanted.x - tapped.x;
  const dy = wanted.y - tapped.y;
  const across = Math.abs(dx) < square / 2 ? '' : dx > 0 ? 'to the right' : 'to the left';
  const upDown = gravity || Math.abs(dy) < square / 2 ? '' : dy < 0 ? 'higher up' : 'lower down';
  const where = [upDown, across].filter(Boolean).join(' and ');
  return where ? `Not that one: ${target} is ${where}.` : `${press} ${target.replace(/,$/, '')}.`;
}

/** The least time a line that no tap ends stays on the card: a beat, then a new reader's pace (about 20 characters a second). */
export function readingMs(words: string): number {
  return Math.max(2500, 1000 + 50 * words.length);
}
