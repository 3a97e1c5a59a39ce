// The menu's models on a Map-backed store, as the menu scene wires them: the settings kept in the
// store, the sounds' calls recorded, the builder's board and the match in play set by the test.
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../../src/game/storage.ts';
import { MenuModel } from '../../../src/screens/menu/menu-model.ts';
import type { MenuPorts } from '../../../src/screens/menu/menu-ports.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import type { MenuOption } from '../../../src/screens/menu/menu-view.ts';
import type { SetupSection } from '../../../src/screens/menu/setup-sections.ts';
import type { SetupSnapshot } from '../../../src/screens/menu/setup-model.ts';

export interface MenuRig {
  model: MenuModel;
  ports: MenuPorts & { building(): string | null };
  storage: MemoryStorage;
  store: Store;
  sounds: string[];
  /** The settings as saved in the store (what a reload reads). */
  saved(): Settings;
  set: {
    building: string | null;
    matchInPlay: boolean;
    played: string | null;
    full: boolean;
    canBeFull: boolean;
    /** A phone's screen, upright or on its side. */
    phone: boolean;
  };
}

/** A menu over `settings` (merged into the defaults) and the raw `keys` written to storage first. */
export function menuRig(settings: Partial<Settings> = {}, keys: Record<string, unknown> = {}): MenuRig {
  const storage = new MemoryStorage();
  for (const [k, v] of Object.entries(keys)) storage.setItem(STORAGE_PREFIX + k, JSON.stringify(v));
  const store = new Store(storage);
  if (Object.keys(settings).length)
    saveSettings(store, { ...structuredClone(DEFAULT_SETTINGS), ...settings });
  const sounds: string[] = [];
  const set = {
    building: null as string | null,
    matchInPlay: false,
    played: null as string | null,
    full: false,
    canBeFull: true,
    phone: false,
  };
  const ports = {
    settings: loadSettings(store),
    store,
    sounds: {
      setVolume: (v: number) => sounds.push(`volume ${v}`),
      setOn: (on: boolean) => sounds.push(on ? 'on' : 'off'),
    },
    building: () => set.building,
    builtWhoPlays: (board: string) => `who plays on ${board}`,
    matchInPlay: () => set.matchInPlay,
    playedBoard: (board: string) => set.played === board,
    phone: () => set.phone,
    screen: {
      canBeFull: () => set.canBeFull,
      full: () => set.full,
      setFull: (on: boolean) => {
        set.full = on;
        sounds.push(on ? 'full screen' : 'not full screen');
      },
    },
  };
  return {
    model: new MenuModel(ports),
    ports,
    storage,
    store,
    sounds,
    saved: () => loadSettings(new Store(storage)),
    set,
  };
}

export const SETUP: MenuView = { page: 'setup', tab: 'players', yours: false };
export const SETTINGS: MenuView = { page: 'settings', tab: 'players', yours: false };

/** Every option of the page, with the section's caption. */
export function optionsOf(shot: SetupSnapshot): (MenuOption & { caption: string })[] {
  return shot.sections.flatMap((s) => optionList(s).map((o) => ({ ...o, caption: s.caption })));
}

function optionList(s: SetupSection): MenuOption[] {
  switch (s.kind) {
    case 'row':
      return s.options;
    case 'families':
    case 'opponents':
    case 'boards':
      return s.cards.map((c) => c.option);
    case 'names':
      return s.names.map((n) => n.option);
    case 'toggle':
      // A row with no switch (an option that changes nothing on this board) offers nothing to press.
      return s.fact ? [] : [s.option];
    default:
      return [];
  }
}

export const ids = (shot: SetupSnapshot) => optionsOf(shot).map((o) => o.id);
export const chosen = (shot: SetupSnapshot) =>
  optionsOf(shot)
    .filter((o) => o.chosen)
    .map((o) => o.id);
/** The words the page shows: captions, labels, lines, opponent cards' lines and marks, board cards' notes. */
export function wordsOf(shot: SetupSnapshot): string[] {
  return shot.sections.flatMap((s): string[] => {
    const own = s.caption ? [s.caption] : [];
    switch (s.kind) {
      case 'opponents':
        return [...own, ...s.cards.flatMap((c) => [c.info.name, c.info.line])];
      case 'boards':
      case 'families':
        return [...own, ...s.cards.flatMap((c) => [c.option.label, ...(c.note ? [c.note] : [])])];
      case 'line':
      case 'solved':
      case 'no-boards':
        return [...own, s.words];
      case 'toggle':
        return [...own, s.option.label, s.words];
      default:
        return [...own, ...optionList(s).map((o) => o.label)];
    }
  });
}
