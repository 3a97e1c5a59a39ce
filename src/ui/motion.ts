// The player's wish for less motion (the system's "reduce motion" setting): the board keeps what
// carries information (the gain, the new pattern) and drops the flourishes around it.

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
