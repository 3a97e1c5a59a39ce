// A ladder step's tip says of its opponent what the opponent's card says (review 47a: step 3's tip
// promised "Medium takes the move that scores most" while its card says it often slips and the
// player saw it slip), so a tip is never a promise the card takes back.
import { expect, test } from 'vitest';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { OPPONENT_LINES } from '../../../src/words/opponent-choice-words.ts';

const NAMES = ['Easy', 'Medium', 'Hard', 'Expert', 'Perfect'];

test('ladder tips - a tip that names an opponent names its own step opponent, in its card words', () => {
  let named = 0;
  for (const s of LADDER) {
    const name = NAMES.find((n) => s.teaches.startsWith(`${n} `));
    if (!name) continue;
    named++;
    expect(name.toLowerCase(), s.id).toBe(s.opponent);
    const card = OPPONENT_LINES[s.opponent as keyof typeof OPPONENT_LINES];
    // The card's first sentence, as said of the opponent by name.
    const said = card.split('. ')[0]!.replace(/\.$/, '');
    expect(s.teaches, s.id).toContain(`${name} ${said[0]!.toLowerCase()}${said.slice(1)}`);
  }
  expect(named).toBeGreaterThanOrEqual(3);
});

test('ladder tips - Medium step says it slips, as its card does', () => {
  const medium = LADDER.find((s) => s.opponent === 'medium' && s.teaches.startsWith('Medium'))!;
  expect(medium.teaches).toMatch(/often slips/);
  expect(OPPONENT_LINES.medium).toMatch(/often slips/);
});
