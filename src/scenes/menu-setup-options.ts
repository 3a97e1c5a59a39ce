// The setup page's Options tab: hints against the chosen opponent (the board can turn them on,
// only here can they be turned off), the sound's volume, the screen readers' board and the
// colour-blind marks on the cells. Each choice is saved at once.

import { hintsCaption, hintsKey, hintsOn, setHints } from '../game/coach-settings.ts';
import { HUMAN, playerName, type PlayerId } from '../game/players.ts';
import { VOLUME_LEVELS } from '../game/settings.ts';
import { soundLevel } from '../ui/sound-level.ts';
import type { Section } from './menu-section.ts';
import type { Services } from './services.ts';

/** One row of choices (the setup page's own), and a caption for it. */
export type Row = <T>(id: string, value: T, options: { value: T; label: string }[], onChoose: (v: T) => void, restart?: boolean) => Section;
export type Captioned = (caption: string, section: Section) => Section;

type Volume = number | 'off';

export function optionsSections(s: Services, row: Row, captioned: Captioned): Section[] {
  const settings = s.settings;
  // The match the menu's choices would start; hints are kept per opponent kind, or for two people.
  const players: PlayerId[] = settings.mode === 'duo' ? [HUMAN, HUMAN] : [HUMAN, settings.opponent];
  const key = hintsKey(players) ?? 'duo';
  const against = hintsCaption(key, playerName(settings.opponent, true, 2, 'solo')).toUpperCase();
  const onOff = (id: string, value: boolean, onChoose: (v: boolean) => void) =>
    row<boolean>(id, value, [{ value: false, label: 'Off' }, { value: true, label: 'On' }], onChoose, false);
  const volume: Volume = settings.sound ? settings.volume : 'off';
  return [
    captioned(against, onOff('hints', hintsOn(settings, players), (on) => setHints(settings, players, on))),
    captioned('SOUND', row<Volume>('volume', volume, [
      ...VOLUME_LEVELS.map((v) => ({ value: v, label: capital(soundLevel(true, v).word) })),
      { value: 'off', label: 'Off' },
    ], (v) => {
      settings.sound = v !== 'off';
      if (v !== 'off') settings.volume = v;
      s.sounds.setVolume(settings.volume);
      s.sounds.setOn(settings.sound);
    }, false)),
    captioned('BOARD FOR SCREEN READERS', onOff('reader', settings.screenReader, (on) => { settings.screenReader = on; })),
    captioned('COLOUR-BLIND MARKS: A SHAPE PER COLOUR', onOff('marks', settings.marks, (on) => { settings.marks = on; })),
  ];
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
