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
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { TAP_ONCE_CHOICE, TAP_ONCE_SETTING } from '../../../src/words/press-words.ts';
import { SETTINGS_WORDS, settingsSections } from '../../../src/screens/menu/settings-sections.ts';
import type { MenuPorts } from '../../../src/screens/menu/menu-ports.ts';
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

test('one set of words: the button and the sheet toggle say it whole; Settings has it among the ways to place, and a pick there sets it', () => {
  expect(tapOnceLabel(false)).toContain(TAP_ONCE_SETTING.toLowerCase());
  expect(SETTINGS_WORDS.tapOnce).toBe(TAP_ONCE_CHOICE);
  const settings = { ...DEFAULT_SETTINGS };
  const ports = { settings, screen: { canBeFull: () => false } } as unknown as MenuPorts;
  const placing = () =>
    settingsSections(ports, () => null).find(
      (s) => s.kind === 'row' && s.caption === SETTINGS_WORDS.placing,
    )!;
  const choices = () =>
    (placing() as { options: { id: string; label: string; chosen: boolean; apply(): unknown }[] }).options;
  expect(choices().map((o) => o.label)).toEqual([
    TAP_ONCE_CHOICE,
    SETTINGS_WORDS.magnify,
    SETTINGS_WORDS.aim,
  ]);
  expect(choices().find((o) => o.chosen)!.id).toBe('placing:magnify');
  choices()[0]!.apply();
  expect(settings.tapOnce).toBe(true);
  expect(choices().find((o) => o.chosen)!.id).toBe('placing:tap');
  choices()[2]!.apply();
  expect(settings.tapOnce).toBe(false);
  expect(settings.placing).toBe('aim');
  expect(choices().find((o) => o.chosen)!.id).toBe('placing:aim');
});
