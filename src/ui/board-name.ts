// A board as the record, the history, the solved boards' panel and the menu name it: family and
// size as the Play card says it ("Square 5×5", "Petri dish 5 across"), a built board by its saved
// name, equal moves said.

import { tryParseLayout } from '../engine/index.ts';
import { boardWords } from '../screens/menu/size-words.ts';

/** "Square 5×5", "Petri dish 5 across (equal moves)": a rules key as the menu names it. */
export function boardName(rules: string, saved: readonly { name: string; id: string }[] = []): string {
  const [layout = rules, ...options] = rules.split('/');
  const name = 'layout' in tryParseLayout(layout) ? boardWords(layout, saved) : layout;
  return options.includes('equal') ? `${name} (equal moves)` : name;
}
