// The one short line that tells a player how cells fall, before their first move on a beaker or a
// flask when nothing has shown them yet (the puzzle's lead-in; screens/puzzle/falling-lead.ts decides when).

export const FALLING_LEAD_IN = 'Cells fall here, to the lowest free square of their column.';
