// The today card's moment when a tick keeps the day (screens/menu/ticks-seen.ts): said as a small
// reward, warm, never pressing.

/** "Day 2 kept · 2 days in a row", "Day 1 kept · come back tomorrow for 2 in a row", and with both done, "… · all done today". */
export function dayKeptWords(days: number, allDone: boolean): { words: string; short: string } {
  const kept = `Day ${days} kept`;
  if (allDone) return { words: `${kept} · all done today`, short: kept };
  if (days <= 1) return { words: `${kept} · come back tomorrow for 2 in a row`, short: kept };
  return { words: `${kept} · ${days} days in a row`, short: kept };
}
