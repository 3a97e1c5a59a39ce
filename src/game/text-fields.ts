// What a text field a player types or pastes into keeps, the same for every field (a board's
// name, a person's name, a pasted board): spaces tidied, control characters dropped (NUL, ESC
// and the rest of C0, DEL, C1), and the invisible ones that would make two names look alike or
// turn text around (zero-width spaces, direction overrides); never more than FIELD_MAX characters
// looked at, so a megabyte pasted by mistake costs nothing.

/** The most characters a field takes: a pasted 12 × 12 board with spaces is about 300. */
export const FIELD_MAX = 2000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Invisible: soft hyphen, direction marks and overrides, zero-width spaces, the byte-order mark (the joiners stay: scripts and emoji need them). */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * `text` with runs of white space made one space, control characters dropped (and the spaces either
 * side of one made one), trimmed, an accent typed as a letter and a mark made the accented letter
 * (NFC), so the name is the one it looks like; at most FIELD_MAX characters of it read.
 */
export function tidyField(text: string): string {
  return cut(text)
    .replace(/\s+/g, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .normalize('NFC');
}

/** The first FIELD_MAX characters of `text`, less the first half of a character split at the cut (an emoji). */
function cut(text: string): string {
  if (text.length <= FIELD_MAX) return text;
  const last = text.charCodeAt(FIELD_MAX - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? FIELD_MAX - 1 : FIELD_MAX);
}
