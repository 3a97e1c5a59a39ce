// The puzzle's rules line, when its rules are not the plain ones, as a card a player can tap: the
// sentence, then "More about the rules ›", and the tap opens the help for these rules (the picture
// of scoring by connections first, when they score so; how to play, where every rule is told).

import type Phaser from 'phaser';
import { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';
import { minTouch } from '../ui/screen.ts';
import { textStyle } from '../ui/theme.ts';
import { PUZZLE_INK } from '../ui/puzzle-ink.ts';

/** Makes the rules line (origin at its top centre) a card; returns what it drew, and the height it added under the line. */
export function rulesMore(
  scene: Phaser.Scene,
  line: Phaser.GameObjects.Text,
  u: number,
  help: () => void,
): { drawn: Phaser.GameObjects.Components.Transform[]; added: number } {
  const more = scene.add
    .text(
      line.x,
      line.y + line.height + 2 * u,
      'More about the rules ›',
      textStyle(readable(15 * u), PUZZLE_INK.rulesMore, true),
    )
    .setOrigin(0.5, 0);
  const pad = 6 * u;
  const width = Math.max(line.width, more.width) + 4 * pad;
  const height = Math.max(line.height + more.height + 2 * u + 2 * pad, minTouch(scene));
  const card = new Button(scene, {
    id: 'puzzle:rules',
    label: 'More about the rules',
    showLabel: false,
    tooltip: false,
    radius: 12 * u,
    x: line.x,
    y: line.y - pad + height / 2,
    width,
    height,
    onClick: help,
  });
  line.setDepth(card.depth + 1);
  more.setDepth(card.depth + 1);
  return { drawn: [card, more], added: height - line.height - pad };
}
