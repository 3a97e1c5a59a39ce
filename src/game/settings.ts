// The menu's choices, remembered between visits. Read field by field, so a save from an older
// build (or garbage) keeps what is still valid and takes defaults for the rest.

import { rulesOf, tryParseLayout, type Scoring } from '../engine/index.ts';
import { OPPONENT_CHOICES, type Mode, type OpponentChoice } from './players.ts';
import { isRecord, type Store } from './storage.ts';

export type { Scoring };

export type LayoutFamily = 'square' | 'petri' | 'beaker' | 'flask' | 'hex';
export const LAYOUT_FAMILIES: readonly LayoutFamily[] = ['square', 'petri', 'beaker', 'flask', 'hex'];

/** The sizes the menu offers per layout family, small to large. */
export const LAYOUT_SIZES: Readonly<Record<LayoutFamily, readonly { id: string; label: string }[]>> = {
  square: [
    { id: 'square:4', label: 'Small' },
    { id: 'square:5', label: 'Medium' },
    { id: 'square:6', label: 'Large' },
    { id: 'square:8', label: '8×8' },
    { id: 'square:12', label: '12×12' },
  ],
  petri: [
    { id: 'petri:5', label: '21 squares' },
    { id: 'petri:6', label: '32 squares' },
    { id: 'petri:8', label: '52 squares' },
    { id: 'petri:10', label: '80 squares' },
  ],
  beaker: [
    { id: 'beaker:4x5', label: '4×5' },
    { id: 'beaker:6x7', label: '6×7' },
    { id: 'beaker:8x8', label: '8×8' },
  ],
  flask: [
    { id: 'flask:6x3', label: '6 wide' },
    { id: 'flask:8x3', label: '8 wide' },
    { id: 'flask:10x4', label: '10 wide' },
  ],
  hex: [
    { id: 'hex:3', label: '3 per side' },
    { id: 'hex:4', label: '4 per side' },
    { id: 'hex:5', label: '5 per side' },
    { id: 'hex:6', label: '6 per side' },
    { id: 'hex:8', label: '8 per side' },
  ],
};

export interface Settings {
  mode: Mode;
  opponent: OpponentChoice;
  /** The second opponent, when two opponents play each other. */
  opponent2: OpponentChoice;
  first: 'you' | 'opponent';
  family: LayoutFamily;
  /** The chosen layout id per family, so switching family and back keeps the size. */
  layouts: Record<LayoutFamily, string>;
  equalMoves: boolean;
  /** RULES.md section 9: count connections instead of divisions. */
  scoring: Scoring;
  sound: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'solo',
  opponent: 'medium',
  opponent2: 'hard',
  first: 'you',
  family: 'square',
  layouts: { square: 'square:5', petri: 'petri:6', beaker: 'beaker:6x7', flask: 'flask:6x3', hex: 'hex:5' },
  equalMoves: false,
  scoring: 'divisions',
  sound: true,
};

const KEY = 'settings';

export function layoutOf(settings: Settings): string {
  return settings.layouts[settings.family];
}

/** The rules id the settings describe: the chosen layout with equal moves and the scoring. */
export function rulesIdOf(settings: Settings): string {
  return rulesOf(layoutOf(settings), { equalMoves: settings.equalMoves, scoring: settings.scoring }).id;
}

export function loadSettings(store: Store): Settings {
  const saved = store.read(KEY, isRecord);
  const s: Settings = structuredClone(DEFAULT_SETTINGS);
  if (!saved) return s;
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  s.mode = pick(saved.mode, ['solo', 'duo', 'watch'] as const, s.mode);
  s.opponent = pick(saved.opponent, OPPONENT_CHOICES, s.opponent);
  s.opponent2 = pick(saved.opponent2, OPPONENT_CHOICES, s.opponent2);
  s.first = pick(saved.first, ['you', 'opponent'] as const, s.first);
  s.family = pick(saved.family, LAYOUT_FAMILIES, s.family);
  if (typeof saved.equalMoves === 'boolean') s.equalMoves = saved.equalMoves;
  s.scoring = pick(saved.scoring, ['divisions', 'connections'] as const, s.scoring);
  if (typeof saved.sound === 'boolean') s.sound = saved.sound;
  if (isRecord(saved.layouts)) {
    for (const family of LAYOUT_FAMILIES) {
      const id = saved.layouts[family];
      if (typeof id !== 'string') continue;
      // Kept in its canonical spelling (`square:05 ` is `square:5`): the match and its save use it as it is.
      const parsed = tryParseLayout(id);
      if ('layout' in parsed && parsed.layout.id.startsWith(family + ':')) s.layouts[family] = parsed.layout.id;
    }
  }
  return s;
}

export function saveSettings(store: Store, settings: Settings): boolean {
  return store.write(KEY, settings);
}
