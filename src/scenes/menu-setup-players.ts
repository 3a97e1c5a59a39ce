// The setup page's players tab blocks: the opponent cards (Perfect only where it is perfect) and
// two people's names.

import type Phaser from 'phaser';
import { OPPONENT_CHOICES, type OpponentChoice } from '../game/players.ts';
import { opponentInfo } from '../game/opponent-info.ts';
import { personName, tidyPersonName } from '../game/people.ts';
import { loadSkill } from '../game/skill.ts';
import { perfectAvailable, playableOpponent } from '../game/solved-boards.ts';
import { Button } from '../ui/button.ts';
import { opponentCard } from '../ui/menu-cards.ts';
import { readable } from '../ui/readable.ts';
import { metrics } from '../ui/screen.ts';
import { askText } from '../ui/text-prompt.ts';
import type { Room, Section } from './menu-section.ts';
import type { Services } from './services.ts';

/** A grid of opponent cards; Perfect among them only where it is perfect. */
export function opponentCards(scene: Phaser.Scene, services: Services, id: 'opponent' | 'opponent1' | 'opponent2', chosen: OpponentChoice, rules: string, r: Room, compact: boolean, choose: (v: OpponentChoice) => void): Section {
  const skill = loadSkill(services.store);
  const offered = OPPONENT_CHOICES.filter((c) => c !== 'perfect' || perfectAvailable(rules));
  const shown = playableOpponent(chosen, rules);
  const u = r.u;
  // Two lines on how it plays, three where the page has the room.
  const lineH = readable(13 * u) * 1.25;
  const twoLines = 2 * 10 * u + readable(17 * u) * 1.25 + 4 * u + 2 * lineH;
  const colsAt = (w: number) => Math.max(2, Math.min(compact ? 6 : 3, Math.floor((w + r.gap) / ((compact ? 120 : 180) * u + r.gap))));
  const rowsAt = (w: number) => Math.ceil(offered.length / colsAt(w));
  const cardHAt = (w: number) => {
    if (compact) return r.rowH;
    // In a column of its own the cards have the height; otherwise they share it with two rows.
    const room = w < r.colW ? r.room - 30 * u : r.room - 3 * (r.rowH + 30 * u + r.gap);
    return Math.max(twoLines, Math.min(twoLines + lineH, (room - (rowsAt(w) - 1) * 8 * u) / rowsAt(w)));
  };
  return {
    caption: '',
    wide: true,
    height: (w) => rowsAt(w) * cardHAt(w) + (rowsAt(w) - 1) * 8 * u,
    draw: (x, y, w) => {
      const cols = colsAt(w);
      const cardH = cardHAt(w);
      const cw = (w - (cols - 1) * 8 * u) / cols;
      offered.forEach((c, i) => {
        const info = opponentInfo(c, skill);
        opponentCard(scene, {
          id: `${id}:${c}`, x: x + (i % cols) * (cw + 8 * u), y: y + Math.floor(i / cols) * (cardH + 8 * u), width: cw, height: cardH, u,
          selected: c === shown, onClick: () => choose(c),
        }, info, compact);
      });
    },
  };
}

/** Two people's names: a button each that asks for the name (typed in a field, drawn as text only). */
export function namesSection(scene: Phaser.Scene, services: Services, r: Room, saved: () => void): Section {
  const people = services.settings.people;
  return {
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const bw = (w - r.gap) / 2;
      ([0, 1] as const).forEach((i) => new Button(scene, {
        id: `name:${i + 1}`, label: personName(people, i), x: x + i * (bw + r.gap) + bw / 2, y: y + r.rowH / 2, width: bw, height: r.rowH,
        fontSize: readable(17 * r.u),
        onClick: () => askText(scene, metrics(scene).u, {
          caption: `Player ${i + 1}'s name`, value: people.names[i], okLabel: 'OK',
          onAccept: (text) => { people.names[i] = tidyPersonName(text); saved(); },
        }),
      }));
    },
  };
}

