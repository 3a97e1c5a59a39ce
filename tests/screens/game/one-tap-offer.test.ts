// "Place with one tap" under the asking lens, in Node: offered on a board a finger zooms while
// one-tap placing is off, in a game's first asks only, the same while the aim asks on one square;
// taken, the setting goes on and is kept, and a quick tap on a 12×12 then places at once.
import { expect, test } from 'vitest';
import {
  askOffers,
  ONE_TAP_OFFERS,
  oneTapOffered,
  oneTapPorts,
} from '../../../src/screens/game/one-tap-offer.ts';
import { placingOf, pressStyle } from '../../../src/screens/game/board-fit.ts';
import { loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { TAP_ONCE_SETTING } from '../../../src/words/press-words.ts';
import { SETTINGS_WORDS } from '../../../src/screens/menu/settings-sections.ts';
import { tapOnceLabel } from '../../../src/words/board-controls-words.ts';

test('offered on small squares while one-tap placing is off, in the first asks of a game only', () => {
  expect(oneTapOffered({ zoomable: true, tapOnce: false, asked: 1 })).toBe(true);
  expect(oneTapOffered({ zoomable: true, tapOnce: false, asked: ONE_TAP_OFFERS })).toBe(true);
  expect(oneTapOffered({ zoomable: true, tapOnce: false, asked: ONE_TAP_OFFERS + 1 })).toBe(false);
  expect(oneTapOffered({ zoomable: true, tapOnce: true, asked: 1 })).toBe(false);
  expect(oneTapOffered({ zoomable: false, tapOnce: false, asked: 1 })).toBe(false);
});

test('an ask counts once per square asked on, the same answer while it asks there; taken, it goes at once', () => {
  const settings = { tapOnce: false };
  const offers = askOffers(() => ({ zoomable: true, tapOnce: settings.tapOnce }));
  expect(offers.ask(10)).toBe(true);
  expect(offers.ask(10)).toBe(true);
  expect(offers.ask(11)).toBe(true);
  offers.ask(-1);
  expect(offers.ask(11)).toBe(true);
  // The fourth ask of the game: no more.
  expect(offers.ask(12)).toBe(false);
  const taken = askOffers(() => ({ zoomable: true, tapOnce: settings.tapOnce }));
  expect(taken.ask(3)).toBe(true);
  settings.tapOnce = true;
  expect(taken.ask(3)).toBe(false);
});

test('the button turns one-tap placing on and keeps it: a finger then places on small squares with one tap', () => {
  const store = new Store(new MemoryStorage(), () => {});
  const settings = loadSettings(store);
  const ports = oneTapPorts(settings, () => saveSettings(store, settings));
  expect(ports.on()).toBe(false);
  expect(pressStyle(28.5, true, placingOf(settings))).toBe('magnify');
  ports.turnOn();
  expect(ports.on()).toBe(true);
  expect(loadSettings(store).tapOnce).toBe(true);
  expect(pressStyle(28.5, true, placingOf(settings))).toBe('tap');
});

test('one set of words: the button, the sheet toggle and the Settings row, short enough for a 390-wide row', () => {
  expect(tapOnceLabel(false)).toContain(TAP_ONCE_SETTING.toLowerCase());
  expect(SETTINGS_WORDS.tapOnce).toBe(TAP_ONCE_SETTING.toUpperCase());
  // No longer than the Settings page's longest heading that fits a phone on its side.
  expect(SETTINGS_WORDS.tapOnce.length).toBeLessThanOrEqual(SETTINGS_WORDS.marks.length);
});
