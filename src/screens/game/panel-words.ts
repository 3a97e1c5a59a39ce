// The words under a player's name in the HUD: "Paused" for the mover while a watched game holds,
// "thinking…" for an opponent at work, the turn's words ("Your turn", "to move"), or nothing.

export interface PanelMoment {
  /** This panel's player is the one to move. */
  theirTurn: boolean;
  /** This panel's opponent is thinking. */
  thinking: boolean;
  /** A watched game holds. */
  paused: boolean;
  /** The words this panel shows on its player's turn. */
  turnWord: string;
  /** The thinking dots, 0 to 3. */
  dots: number;
}

export function panelWords({ theirTurn, thinking, paused, turnWord, dots }: PanelMoment): string {
  const theirs = thinking || theirTurn;
  if (paused && theirs) return 'Paused';
  if (thinking) return 'thinking' + '.'.repeat(dots);
  return theirs ? turnWord : '';
}
