// When the fallback opponent stands in for the named one (a worker that does not answer in time,
// fails, or answers garbage), the result says who played, the game is not counted against the
// named opponent, and a link asking the expert for more than it can search in time is refused.
import { describe, expect, test } from 'vitest';
import { answerRequest } from '../../src/ai/answer.ts';
import type { AgentReply, AgentRequest, OpponentClient } from '../../src/ai/client.ts';
import { linkProblemSentence, readMatchLink } from '../../src/game/links.ts';
import { Match } from '../../src/game/match.ts';
import { standInSentence } from '../../src/game/match-result.ts';
import { GAME_EXPERT_BUDGET } from '../../src/game/players.ts';
import { loadStats } from '../../src/game/stats.ts';
import { MemoryStorage, Store } from '../../src/game/storage.ts';

/** A client that answers as the requested agent, except that the first `failing` replies are the fallback's (as after a timeout). */
function clientStandingIn(failing: number): OpponentClient {
  let asked = 0;
  return {
    choose(request: AgentRequest): Promise<AgentReply> {
      asked++;
      if (asked <= failing)
        return Promise.resolve({
          ...answerRequest({ ...request, agent: 'hard' }),
          fallback: true,
          reason: 'the opponent did not answer within 10000 ms',
        });
      return Promise.resolve({ ...answerRequest(request), fallback: false });
    },
    cancel: () => {},
    dispose: () => {},
  };
}

async function playOut(match: Match) {
  match.start();
  for (let i = 0; i < 400 && !match.result; i++) {
    if (match.canPlay()) match.play(match.position.legalMoveList()[0]!);
    await new Promise((r) => setTimeout(r, 2));
  }
  expect(match.result).not.toBeNull();
  return match.result!;
}

describe('the fallback standing in', () => {
  test('a game the fallback played some moves of is not counted against the named opponent, and says who played', async () => {
    const store = new Store(new MemoryStorage());
    const match = new Match(
      { rules: 'square:3', players: ['human', 'expert:1000'] },
      { client: clientStandingIn(2), store },
    );
    const result = await playOut(match);
    expect(result.standIn).toEqual({ player: 2, agent: 'hard', moves: 2, of: 4 });
    expect(result.tally).toBeUndefined();
    expect(loadStats(store)).toEqual({});
    expect(standInSentence(result)).toBe(
      "Hard played 2 of Expert's 4 moves, as Expert could not answer in time; this game is not counted in your record.",
    );
  });

  test('a game the named opponent played throughout is counted, with no such sentence', async () => {
    const store = new Store(new MemoryStorage());
    const result = await playOut(
      new Match(
        { rules: 'square:3', players: ['human', 'expert:1000'] },
        { client: clientStandingIn(0), store },
      ),
    );
    expect(result.standIn).toBeUndefined();
    expect(result.tally?.games).toBe(1);
    expect(standInSentence(result)).toBeNull();
  });

  test('a client that fails outright: the fallback plays, and that too is said and not counted', async () => {
    const store = new Store(new MemoryStorage());
    const failing: OpponentClient = {
      choose: () => Promise.reject(new Error('the worker vanished')),
      cancel: () => {},
      dispose: () => {},
    };
    const result = await playOut(
      new Match({ rules: 'square:3', players: ['adaptive:0.5', 'human'] }, { client: failing, store }),
    );
    expect(result.standIn).toEqual({ player: 1, agent: 'hard', moves: 5, of: 5 });
    expect(result.skill).toBeUndefined();
    expect(loadStats(store)).toEqual({});
  });
});

describe("the expert's budget in a link", () => {
  test('a budget it cannot search in the time a move may take is refused, naming it', () => {
    const read = readMatchLink('?layout=square:6&p2=expert:1000000000');
    expect(read).toEqual({
      error: `the link's p2 asks too much: 'expert:1000000000' searches more positions than it can in the time a move may take (at most expert:${GAME_EXPERT_BUDGET})`,
    });
    expect(linkProblemSentence((read as { error: string }).error)).toBe(
      'That link asks the expert to search more than it can in the time a move may take; here is the menu.',
    );
    // Past even the most the expert takes at all: still too much, not an opponent we lack.
    for (const budget of ['1000000001', '99999999999999999999']) {
      const past = readMatchLink(`?layout=square:6&p1=expert:${budget}&p2=human`) as { error: string };
      expect(past.error).toMatch(/^the link's p1 asks too much: 'expert:\d+/);
      expect(linkProblemSentence(past.error)).toBe(
        'That link asks the expert to search more than it can in the time a move may take; here is the menu.',
      );
    }
    expect(
      linkProblemSentence((readMatchLink('?layout=square:6&p2=expert:1e9') as { error: string }).error),
    ).toBe("That link names an opponent we don't have; here is the menu.");
    expect(readMatchLink(`?layout=square:6&p2=expert:${GAME_EXPERT_BUDGET}`)).toMatchObject({
      start: { setup: { players: ['human', `expert:${GAME_EXPERT_BUDGET}`] } },
    });
  });
});
