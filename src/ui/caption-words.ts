// A section's caption as a screen reader says it: the drawn capitals in sentence case and without
// the advice for fingers in brackets — "NAMES (TAP ONE TO CHANGE IT)" is "Names".

export function captionWords(caption: string): string {
  const words = caption.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
