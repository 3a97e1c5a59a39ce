// The route's decisions on a recorded scene switch: which screen opens first, where leaving a match
// goes, what the results do to the board under them, and what the guided game closes.
import { expect, test } from 'vitest';
import {
  firstScreen,
  Route,
  SCREENS,
  type SceneSwitch,
  type Screen,
} from '../../../src/screens/route/route.ts';

/** A scene switch that keeps which screens run and writes down each change asked of it. */
function recorded(running: Screen[] = [], paused: Screen[] = []) {
  const steps: string[] = [];
  const on = new Set(running);
  const held = new Set(paused);
  const scenes: SceneSwitch = {
    start: (from, to, data) => {
      steps.push(`start ${to}${data ? ' ' + JSON.stringify(data) : ''}${from ? ` from ${from}` : ''}`);
      if (from) on.delete(from);
      on.add(to);
    },
    restart: (screen, data) => void steps.push(`restart ${screen}${data ? ' ' + JSON.stringify(data) : ''}`),
    stop: (screen) => {
      steps.push(`stop ${screen}`);
      on.delete(screen);
      held.delete(screen);
    },
    launch: (screen) => {
      steps.push(`launch ${screen}`);
      on.add(screen);
    },
    pause: (screen) => {
      steps.push(`pause ${screen}`);
      held.add(screen);
    },
    active: (screen) => on.has(screen) && !held.has(screen),
    paused: (screen) => held.has(screen),
  };
  return { scenes, steps };
}

const opening = { linkWaiting: false, match: false, puzzle: null, builder: false, firstVisit: () => false };

test('the first screen: a waiting link asks on the menu, a puzzle link opens its puzzle, a match the board, a builder link the builder, else the menu', () => {
  expect(firstScreen({ ...opening, linkWaiting: true, match: true })).toEqual({ screen: 'menu' });
  expect(firstScreen({ ...opening, puzzle: 12 })).toEqual({ screen: 'puzzle', data: { number: 12 } });
  expect(firstScreen({ ...opening, match: true, puzzle: 12 })).toEqual({ screen: 'board' });
  expect(firstScreen({ ...opening, builder: true })).toEqual({ screen: 'builder' });
  expect(firstScreen(opening)).toEqual({ screen: 'menu' });
});

test("a first visit's menu offers the guided game, asked only when nothing else opens (asking marks the offer made)", () => {
  let asked = 0;
  const firstVisit = () => (asked++, true);
  expect(firstScreen({ ...opening, firstVisit })).toEqual({ screen: 'menu', offerGuidedGame: true });
  expect(asked).toBe(1);
  expect(firstScreen({ ...opening, match: true, firstVisit }).screen).toBe('board');
  expect(firstScreen({ ...opening, puzzle: 3, firstVisit }).screen).toBe('puzzle');
  expect(firstScreen({ ...opening, builder: true, firstVisit }).screen).toBe('builder');
  expect(firstScreen({ ...opening, linkWaiting: true, firstVisit }).offerGuidedGame).toBeUndefined();
  expect(asked).toBe(1);
});

test('leaving a match from the board opens the menu, or the builder the game came from; from the results the board closes first', () => {
  const fromBoard = recorded(['board']);
  new Route(fromBoard.scenes, SCREENS.board).leaveMatch(false);
  expect(fromBoard.steps).toEqual(['start menu from board']);
  const fromResults = recorded(['results'], ['board']);
  new Route(fromResults.scenes, SCREENS.results).leaveMatch(true);
  expect(fromResults.steps).toEqual(['stop board', 'start builder from results']);
});

test("the results go over the board, which pauses; after a resize's restart they are up already and only the board pauses", () => {
  const first = recorded(['board']);
  new Route(first.scenes, SCREENS.board).resultsOverBoard();
  expect(first.steps).toEqual(['launch results', 'pause board']);
  const again = recorded(['board', 'results']);
  new Route(again.scenes, SCREENS.board).resultsOverBoard();
  expect(again.steps).toEqual(['pause board']);
});

test("from the results a new game's board and the review each open in place of the board under them", () => {
  const { scenes, steps } = recorded(['results'], ['board']);
  const route = new Route(scenes, SCREENS.results);
  route.fromResults(SCREENS.board);
  route.fromResults(SCREENS.review, { turned: true });
  expect(steps).toEqual([
    'stop board',
    'start board from results',
    'stop board',
    'start review {"turned":true} from results',
  ]);
});

test('a screen opens another in its place, lays itself out again with its data, and closes itself', () => {
  const { scenes, steps } = recorded(['menu']);
  const route = new Route(scenes, SCREENS.menu);
  route.again({ page: 'setup' });
  route.open(SCREENS.history);
  route.close();
  expect(steps).toEqual(['restart menu {"page":"setup"}', 'start history from menu', 'stop menu']);
  // From the page itself there is no screen of its own to lay out again or close.
  const page = recorded();
  new Route(page.scenes, null).again();
  new Route(page.scenes, null).close();
  expect(page.steps).toEqual([]);
});

test('the guided game from the how-to-play closes the results, the board under them and the menu, whichever run', () => {
  const overBoard = recorded(['results'], ['board']);
  new Route(overBoard.scenes, null).guidedGame({ part: 'square' });
  expect(overBoard.steps).toEqual(['stop results', 'stop board', 'start tutorial {"part":"square"}']);
  const fromMenu = recorded(['menu']);
  new Route(fromMenu.scenes, null).guidedGame({ part: 'square' });
  expect(fromMenu.steps).toEqual(['stop menu', 'start tutorial {"part":"square"}']);
});

test('turning the screen readers on lays out again only the screens with a board that run now', () => {
  const { scenes, steps } = recorded(['puzzle']);
  new Route(scenes, null).againWhereRunning([SCREENS.board, SCREENS.puzzle, SCREENS.builder]);
  expect(steps).toEqual(['restart puzzle']);
});

test("the test hook's link opens only the board: the screens beside the one in sight stop, then it gives way", () => {
  const { scenes, steps } = recorded(['results', 'board']);
  new Route(scenes, SCREENS.results).onlyBoard([SCREENS.board]);
  expect(steps).toEqual(['stop board', 'start board from results']);
});
