// What a text field a player types or pastes into keeps, the same for every field (a board's
// name, a person's name, a pasted board): spaces tidied, control characters dropped (NUL, ESC
// and the rest of C0, DEL, C1), and never more than FIELD_MAX characters looked at, so a
// megabyte pasted by mistake costs nothing.

/** The most characters a field takes: a pasted 12 × 12 board with spaces is about 300. */
export const FIELD_MAX = 2000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** `text` with runs of white space made one space, control characters dropped, trimmed; at most FIELD_MAX characters of it read. */
export function tidyField(text: string): string {
  return text.slice(0, FIELD_MAX).replace(/\s+/g, ' ').replace(CONTROL, '').trim();
}
