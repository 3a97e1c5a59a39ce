// A move's name as a player reads it: the record writes a jump "f3xd1" (RULES.md section 13), which
// no player reads unexplained, so the review and the retry's verdict say it in words.

/**
 * A move as the review says it: a square's name ("c3"), or a jump in words ("jump from f3 to d1")
 * where the record writes "f3xd1" (RULES.md section 13), which no player reads unexplained.
 */
export function moveInWords(name: string): string {
  const jump = /^([a-z]+\d+)x([a-z]+\d+)$/.exec(name);
  return jump ? `jump from ${jump[1]} to ${jump[2]}` : name;
}

/** A move as the review's list row says it, short: a square's name, a jump as "jump d2→a1". */
export function moveShortWords(name: string): string {
  const jump = /^([a-z]+\d+)x([a-z]+\d+)$/.exec(name);
  return jump ? `jump ${jump[1]}→${jump[2]}` : name;
}

/** A move as a sentence names it: a square's name ("c3"), or a jump "the jump from a1 to c1". */
export function theMoveWords(name: string): string {
  const said = moveInWords(name);
  return said === name ? name : `the ${said}`;
}

/** A hint's first words: "Try c3", or for a jump "Try the jump from a1 to c1". */
export function tryWords(name: string): string {
  return `Try ${theMoveWords(name)}`;
}

/**
 * A hint banner's first words, short enough for an upright phone's line: "Try c3", or for a jump
 * "Jump a1→c1" (the full words say "Try the jump from a1 to c1").
 */
export function tryShortWords(name: string): string {
  const jump = /^([a-z]+\d+)x([a-z]+\d+)$/.exec(name);
  return jump ? `Jump ${jump[1]}\u2192${jump[2]}` : `Try ${name}`;
}
