// A board as the record, the solved boards' panel and the menu's card name it: family and size
// ("Square, 25 squares"), a built board by its saved name, equal moves said.

import { tryParseLayout } from '../engine/index.ts';
import { familyName, sizeName } from '../game/settings.ts';

/** "Square, 25 squares", "Petri dish, 21 squares (equal moves)": a rules key as the menu names it. */
export function boardName(rules: string, saved: readonly { name: string; id: string }[] = []): string {
  const [layout = rules, ...options] = rules.split('/');
  const family = layout.startsWith('custom:')
    ? (saved.find((b) => b.id === layout)?.name ?? 'Your board')
    : familyName(layout.split(':')[0]!);
  const name = family && 'layout' in tryParseLayout(layout) ? `${family}, ${sizeName(layout)}` : layout;
  return options.includes('equal') ? `${name} (equal moves)` : name;
}
