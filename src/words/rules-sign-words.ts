// The words over the board's status line that say which rules are on in the game being played: one
// rule "Capture on", several "On: Capture · Jumps" (named as the menu's card names them).

/** `names`: the rules on, as the menu's card names them ("Capture", "Stem cells"). */
export function rulesOnWords(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return names.length === 1 ? `${names[0]} on` : `On: ${names.join(' · ')}`;
}
