// The words over the board's status line that say which rules are on in the game being played: one
// rule with what it changes, "Capture on: surround cells to take them" (a player who met it on the
// Rules tab once is told again what is different); several "On: Capture · Jumps" (named as the
// menu's card names them), with no room for each one's line.

/** What each rule changes, in a few words, as the sign says it after its name. */
export const RULE_DIFFERENT: Readonly<Record<string, string>> = {
  'Equal moves': 'both make as many moves',
  Connections: 'each touching pair scores 1',
  Capture: 'surround cells to take them',
  'Stem cells': 'grey cells shared when surrounded',
  Jumps: 'hop a cell to take it, twice',
};

/** `names`: the rules on, as the menu's card names them ("Capture", "Stem cells"). */
export function rulesOnWords(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length > 1) return `On: ${names.join(' · ')}`;
  const what = RULE_DIFFERENT[names[0]!];
  return what ? `${names[0]} on: ${what}` : `${names[0]} on`;
}
