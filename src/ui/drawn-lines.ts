// A dialog's drawn words as lines for screen readers: the text objects among its parts, in the
// order they are drawn, less its title (the mirror's heading says that).

/** The words of the text objects among `parts`, leaving out `title`. */
export function drawnLines(parts: readonly object[], title: string): string[] {
  return parts.flatMap((p) =>
    'text' in p && typeof p.text === 'string' && p.text.trim() !== '' && p.text !== title ? [p.text] : [],
  );
}
