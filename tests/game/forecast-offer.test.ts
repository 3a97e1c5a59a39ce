// The forecast's one question to a new player: its answer is the setting the Settings
// screen and the warning's "Show the forecast ›" switch, it is asked once and remembered across a
// reload, and a first real game asks only where the guide (whose end asks) was declined.
import { expect, test } from 'vitest';
import { answerForecastOffer, forecastOfferAtGame, forecastOfferDue } from '../../src/game/forecast-offer.ts';
import { forecastOn } from '../../src/game/forecast-setting.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../src/game/storage.ts';
import { leadWarningAllowed } from '../../src/screens/game/lead-warning.ts';

const fresh = () => structuredClone(DEFAULT_SETTINGS);
const store = () => new Store(new MemoryStorage(), () => {});

test('"Show it" turns the forecast on in games against the computer, and it is not asked again after a reload', () => {
  const s = fresh();
  expect(forecastOfferDue(s)).toBe(true);
  expect(forecastOn(s, 'solo')).toBe(false);
  answerForecastOffer(s, true);
  expect(forecastOn(s, 'solo')).toBe(true);
  expect(forecastOfferDue(s)).toBe(false);
  const kept = store();
  saveSettings(kept, s);
  const again = loadSettings(kept);
  expect(forecastOn(again, 'solo')).toBe(true);
  expect(forecastOfferDue(again)).toBe(false);
  // Watching two opponents is its own setting, untouched.
  expect(again.forecast.watch).toBeUndefined();
});

test('"Let me judge" keeps the forecast off and the warning free to speak; not asked again after a reload', () => {
  const s = fresh();
  answerForecastOffer(s, false);
  expect(forecastOn(s, 'solo')).toBe(false);
  expect(leadWarningAllowed(s, 'solo')).toBe(true);
  const kept = store();
  saveSettings(kept, s);
  expect(forecastOfferDue(loadSettings(kept))).toBe(false);
});

test('a player who set the forecast in Settings is never asked', () => {
  const s = fresh();
  s.forecast = { solo: false };
  expect(forecastOfferDue(s)).toBe(false);
});

test("a game's start asks only a new player's first real game against the computer, the guide declined", () => {
  const first = { mode: 'solo' as const, guideDeclined: true, gamesKept: 0, ply: 0 };
  expect(forecastOfferAtGame(fresh(), first)).toBe(true);
  // The guide played to its end asked already; a game kept, a game under way, two people or watching: not asked.
  expect(forecastOfferAtGame(fresh(), { ...first, guideDeclined: false })).toBe(false);
  expect(forecastOfferAtGame(fresh(), { ...first, gamesKept: 1 })).toBe(false);
  expect(forecastOfferAtGame(fresh(), { ...first, ply: 4 })).toBe(false);
  expect(forecastOfferAtGame(fresh(), { ...first, mode: 'duo' })).toBe(false);
  const answered = fresh();
  answerForecastOffer(answered, false);
  expect(forecastOfferAtGame(answered, first)).toBe(false);
});
