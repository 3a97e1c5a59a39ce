// Input quoted back in an error message: control characters escaped (a record must not be able to
// drive the terminal or the screen) and long input cut, so a message stays one readable line.

/** The text in quotes, control characters as \xNN or \u{…}, cut to about `max` characters. */
export function quoteInput(text: string, max = 40): string {
  const chars = Array.from(String(text));
  const shown = chars.length > max ? chars.slice(0, max) : chars;
  const escaped = shown.map((ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
    if ((code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
      return `\\u{${code.toString(16)}}`;
    }
    return ch;
  }).join('');
  return chars.length > max ? `'${escaped}…' (${chars.length} characters)` : `'${escaped}'`;
}
