import { describe, expect, test } from 'vitest';
import {
  buildLink,
  linkProblemSentence,
  matchLink,
  readBuildLink,
  readMatchLink,
} from '../../src/game/links.ts';
import { replayRecord } from '../../src/engine/index.ts';

describe('match links', () => {
  test('a plain visit names no match', () => {
    expect(readMatchLink('')).toBeNull();
    expect(readMatchLink('?utm_source=itch')).toBeNull();
  });

  test('start - layout and players from the link', () => {
    expect(readMatchLink('?layout=square:4&p1=human&p2=hard')).toEqual({
      start: { setup: { rules: 'square:4', players: ['human', 'hard'] }, moves: [] },
    });
  });

  test('start - first=2 lets p2 move first; equal turns on equal moves; a missing player is a person', () => {
    expect(readMatchLink('?layout=petri:5&p2=adaptive:0.7&first=2&equal=1')).toEqual({
      start: { setup: { rules: 'petri:5/equal', players: ['adaptive:0.7', 'human'] }, moves: [] },
    });
  });

  test('share - a link written for a game opens it at the same position', () => {
    const position = replayRecord('beaker:6x7 c1 c2 d1 b1 e1');
    const setup = { rules: 'beaker:6x7/equal', players: ['expert', 'human'] as [string, string] };
    const link = matchLink('https://html.itch.zone/html/123/cell-division/index.html?x=1', setup, position);
    expect(link).toBe(
      'https://html.itch.zone/html/123/cell-division/index.html?x=1&layout=beaker:6x7/equal&p1=expert&p2=human&moves=c1.c2.d1.b1.e1',
    );
    expect(readMatchLink(new URL(link).search)).toEqual({
      start: { setup, moves: ['c1', 'c2', 'd1', 'b1', 'e1'] },
    });
  });

  test('start - the layout takes a rules id; equal=1 adds equal moves to it', () => {
    expect(readMatchLink('?layout=hex:5/connections&p2=expert')).toEqual({
      start: { setup: { rules: 'hex:5/connections', players: ['human', 'expert'] }, moves: [] },
    });
    expect(readMatchLink('?layout=HEX:3/Connections&equal=1')).toEqual({
      start: { setup: { rules: 'hex:3/equal/connections', players: ['human', 'human'] }, moves: [] },
    });
  });

  test('share - a hex game with connection scoring opens at the same position', () => {
    const position = replayRecord('hex:4/connections d4 e5 c3');
    const setup = { rules: 'hex:4/connections', players: ['human', 'hard'] as [string, string] };
    const link = matchLink('https://example.org/game/', setup, position);
    expect(link).toBe('https://example.org/game/?layout=hex:4/connections&p1=human&p2=hard&moves=d4.e5.c3');
    expect(readMatchLink(new URL(link).search)).toEqual({ start: { setup, moves: ['d4', 'e5', 'c3'] } });
  });

  test('share - gravity moves may be written as column letters', () => {
    const read = readMatchLink('?layout=flask:6x3&moves=c,c,d');
    expect(read && 'start' in read && read.start.moves).toEqual(['c1', 'c2', 'd1']);
  });

  test.each([
    ['?p1=hard', 'the link names no layout'],
    ['?layout=square:40', "the link's layout is wrong: 'square:40': N must be 3 to 12"],
    ['?layout=square:4&p2=champion', "the link's p2 is wrong: unknown agent 'champion'"],
    ['?layout=square:4&first=3', "the link's first should be 1 or 2 (who moves first), not '3'"],
    [
      '?layout=square:4&equal=maybe',
      "the link's equal should be 1 or 0 (the equal-moves option), not 'maybe'",
    ],
    // A control character in a value is shown escaped, as everywhere else.
    ['?layout=square:4&equal=%1b', "the link's equal should be 1 or 0 (the equal-moves option), not '\\x1b'"],
    [
      '?layout=square:4&first=%1b%5B2J',
      "the link's first should be 1 or 2 (who moves first), not '\\x1b[2j'",
    ],
    ['?layout=square:4&moves=b2.b2', "the link's moves are wrong: move 2: b2 is occupied"],
    ['?layout=square:4&moves=z9', "the link's moves are wrong: move 1: z9 is off the board"],
    ['?layout=square:4/fast', "the link's layout is wrong: 'fast' is not a rules option"],
    ['?layout=hex:9', "the link's layout is wrong: 'hex:9': N must be 3 to 8"],
  ])('bad link - %s', (search, message) => {
    expect(readMatchLink(search)).toEqual({ error: expect.stringContaining(message) });
  });
});

describe('what a player is told about a bad link', () => {
  test.each([
    ['?layout=square:4&first=3', "That link's first= should be 1 or 2 (who moves first); here is the menu."],
    ['?layout=square:4&first=', "That link's first= should be 1 or 2 (who moves first); here is the menu."],
    ['?layout=square:4&first=-1', "That link's first= should be 1 or 2 (who moves first); here is the menu."],
    [
      '?layout=square:4&equal=2',
      "That link's equal= should be 1 or 0 (equal moves, on or off); here is the menu.",
    ],
    [
      '?layout=square:4&equal=maybe',
      "That link's equal= should be 1 or 0 (equal moves, on or off); here is the menu.",
    ],
    // A word of one parameter inside another's value or reason does not mislead.
    ['?layout=square:40&first=1', "That link names a board we don't have; here is the menu."],
    ['?p1=hard', "That link names a board we don't have; here is the menu."],
    ['?layout=square:4&p2=champion', "That link names an opponent we don't have; here is the menu."],
    ['?layout=square:4&p1=moves', "That link names an opponent we don't have; here is the menu."],
    ['?layout=square:4&p2=layout', "That link names an opponent we don't have; here is the menu."],
    ['?layout=square:4&moves=b2.b2', 'That link has moves that do not fit its board; here is the menu.'],
  ])('%s names the parameter', (search, sentence) => {
    const read = readMatchLink(search);
    expect(read && 'error' in read && linkProblemSentence(read.error)).toBe(sentence);
  });

  // Moved from the browser's links test: a long bad link still gets a sentence of a few lines (the
  // browser keeps one such link, the 12,000 x as the layout, to see the notice fit a phone).
  test.each([
    ['12,000 x as the layout', `?layout=${'x'.repeat(12_000)}`],
    ['a 3,000-character move list', `?layout=square:6&p1=human&p2=hard&moves=${'c3.zz99.'.repeat(375)}`],
    ['12,000 x as an opponent', `?layout=square:6&p2=${'x'.repeat(12_000)}`],
    ['an unknown board and opponent', '?layout=hexagon:9&p2=grandmaster'],
  ])('a link with %s: a short sentence ending "here is the menu."', (_name, search) => {
    const read = readMatchLink(search);
    const sentence = read && 'error' in read ? linkProblemSentence(read.error) : '';
    expect(sentence).toMatch(/^That link (names|has) .*; here is the menu\.$/);
    expect(Array.from(sentence).length).toBeLessThanOrEqual(200);
  });

  test('an unknown board and opponent: the board is named first', () => {
    const read = readMatchLink('?layout=hexagon:9&p2=grandmaster');
    expect(read && 'error' in read && linkProblemSentence(read.error)).toBe(
      "That link names a board we don't have; here is the menu.",
    );
  });
});

describe('builder links', () => {
  test('a builder link carries the board, and reads back in canonical spelling', () => {
    const link = buildLink('https://example.com/game/?layout=square:5&p1=human&fast', 'CUSTOM:5x5:FC6B1F8');
    expect(link).toBe('https://example.com/game/?fast=&build=CUSTOM:5x5:FC6B1F8');
    expect(readBuildLink(new URL(link).search)).toEqual({ id: 'custom:5x5:fc6b1f8' });
    expect(readBuildLink('?build=petri:5')).toEqual({ id: 'petri:5' });
    expect(readBuildLink('?layout=square:5')).toBeNull();
  });

  test.each([
    ['?build=custom:3x3:ff', 'needs 3 hexadecimal digits'],
    ['?build=custom:3x3:a08:gravity', 'column c has a gap'],
    ['?build=hex:4', 'is hexagonal'],
  ])('bad builder link - %s', (search, message) => {
    expect(readBuildLink(search)).toEqual({ error: expect.stringContaining(message) });
  });
});
