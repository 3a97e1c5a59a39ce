// The turn's light on the score panels, in Node: exactly one panel lit at every beat of a game in
// play, whatever the board's beats and the match's thinking tell the HUD, and in the order they come
// (a reply's thinking ends, its cell lands, the person's turn); and no moment of the light's
// hand-over with both panels lit (a reviewer on a phone on its side saw "Your turn" lit with the
// opponent's panel still lit).
import { expect, test } from 'vitest';
import type { Player } from '../../../src/engine/index.ts';
import type { MoveEvent } from '../../../src/game/events.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { panelsAt, panelWords } from '../../../src/screens/game/panel-words.ts';
import { lightChange, litPlayer, type TurnFacts } from '../../../src/screens/game/turn-light.ts';
import { makeMatch, sq } from './ports.ts';

const sides: (Player | null)[] = [null, 1, 2];

/** The words each panel shows at these facts: the person's "Your turn", the computer's "thinking". */
const words = (facts: TurnFacts) =>
  panelsAt(facts).map((beat, i) =>
    panelWords({ ...beat, paused: false, turnWord: i === 0 ? 'Your turn' : 'thinking', dots: 0 }),
  );

test('one panel lit at any facts told: never both, none only once nothing is under way; only its words name the turn', () => {
  for (const turn of sides)
    for (const playing of sides)
      for (const thinking of sides)
        for (const falling of sides) {
          const facts = { turn, playing, thinking, falling };
          const lit = panelsAt(facts).map((b) => b.lit);
          const on = turn ?? playing ?? thinking ?? falling;
          expect(lit.filter(Boolean), JSON.stringify(facts)).toHaveLength(on === null ? 0 : 1);
          expect(lit.indexOf(true) + 1 || null).toBe(litPlayer(facts));
          // The panel not lit says nothing of a turn: "Your turn" never shows beside a lit opponent.
          words(facts).forEach((w, i) => {
            if (!lit[i]) expect(w, JSON.stringify(facts)).toBe('');
          });
        }
  // Told the person's turn while the computer's thinking still shows: the thinking has the board.
  expect(panelsAt({ turn: 1, playing: null, thinking: 2 }).map((b) => b.lit)).toEqual([false, true]);
  expect(words({ turn: 1, playing: null, thinking: 2 })).toEqual(['', 'thinking']);
});

test("a game's beats in the order the board and the match tell them: one panel lit at each, and the hand-over never lights both", async () => {
  const match = makeMatch('square:5', ['human', 'hard']);
  // The HUD's facts as the board scene keeps them: the board's beats and the match's thinking.
  const facts: TurnFacts = { turn: 1, playing: null, thinking: null, falling: null };
  const told: TurnFacts[] = [];
  const tell = () => told.push({ ...facts });
  const model = new BoardModel({
    match,
    names: ['You', 'Hard'],
    viewer: 0,
    mode: 'solo',
    view: {
      turn: (turn, playing, falling) => {
        Object.assign(facts, { turn, playing: playing ?? null, falling: falling ?? null });
        tell();
      },
      notice: () => {},
    },
  });
  const shown: (MoveEvent & { update: number; release: () => void })[] = [];
  match.on((e) => {
    if (e.type === 'thinking') {
      facts.thinking = e.thinking ? e.player : null;
      tell();
    }
    if (e.type === 'move') shown.push({ ...e, release: match.hold(), update: model.moveShows(e.player) });
  });
  const settleShown = (k: number) => {
    const m = shown[k]!;
    model.moveLanded(m.update, m);
    m.release();
    model.moveSettled(m.update);
  };
  for (const square of ['c3', 'b2']) {
    match.play(sq(match, square));
    settleShown(shown.length - 1);
    for (let i = 0; i < 2000 && shown.length % 2 === 1; i++) await new Promise((r) => setTimeout(r, 2));
    settleShown(shown.length - 1);
  }
  // The beats: the person's move lands (Hard next), Hard thinks, its turn, its thinking ends, its
  // reply lands (the person next), the person's turn.
  const lit = told.map((f) => litPlayer(f));
  expect(lit).toEqual([2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 1, 1]);
  for (const f of told) expect(panelsAt(f).filter((b) => b.lit)).toHaveLength(1);

  // The lights over time, a beat every 400 ms: at a beat that moves the turn, one light goes out and
  // the other comes on at the same moment; a light going on rises, one going out is gone at once.
  const alpha = [0, 0].map(() => ({ from: 0, to: 0, at: 0, ms: 0 }));
  const at = (i: number, t: number) => {
    const a = alpha[i]!;
    const k = a.ms === 0 ? 1 : Math.min(1, Math.max(0, (t - a.at) / a.ms));
    return a.from + (a.to - a.from) * k;
  };
  let before: Player | null = null;
  told.forEach((f, k) => {
    const t = k * 400;
    const now = litPlayer(f);
    for (const i of [0, 1]) {
      const on = now === i + 1;
      if (k > 0 && on === (before === i + 1)) continue;
      const change = lightChange(on);
      alpha[i] = { from: at(i, t), to: change.alpha, at: t, ms: change.ms };
    }
    before = now;
    // Every millisecond until the next beat: never two panels with any light.
    for (let s = t; s < t + 400; s++)
      expect([at(0, s), at(1, s)].filter((a) => a > 0).length).toBeLessThanOrEqual(1);
  });
});
