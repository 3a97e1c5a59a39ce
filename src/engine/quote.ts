// Input quoted back in a message, so that what a player typed (or a program answered) can neither
// drive the terminal nor flood the screen: control and invisible format characters are written
// as escapes, and long input is cut, saying how long it was.

/**
 * Control characters (C0, DEL, C1: ESC and CSI start terminal commands), format characters
 * (bidirectional overrides, zero widths), line and paragraph separators, and lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

function escaped(char: string): string {
  if (!HIDDEN.test(char)) return char;
  const code = char.codePointAt(0)!;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/**
 * `text` in single quotes with hidden characters escaped (`\x1b`, `\u{202e}`), at most `max`
 * characters of it; longer input ends in an ellipsis and gives its length:
 * `'xxxx…' (100000 characters)`. A backslash typed as such is left as it is.
 */
export function quoteInput(text: string, max = 40): string {
  const input = String(text);
  let shown = '';
  let cut = false;
  // Walks code points, so an emoji is never split, and stops early on huge input.
  for (const char of input) {
    const piece = escaped(char);
    if (shown.length + piece.length > max) {
      cut = true;
      break;
    }
    shown += piece;
  }
  if (!cut) return `'${shown}'`;
  return `'${shown}…' (${characterCount(input)} characters)`;
}

/** Code points, counted without building an array of a huge string. */
function characterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) i++;
    }
    n++;
  }
  return n;
}
