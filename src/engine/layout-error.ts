// The error for a layout id that names no layout, and the list of forms it points to.

/** A layout id that does not name a layout; the message says what is wrong and what is accepted. */
export class LayoutError extends Error {
  override name = 'LayoutError';
}

export const ACCEPTED_LAYOUTS =
  'accepted layouts: square:N (N 3–12), grid:RxC (R, C 2–12), petri:D (D 4–12), ' +
  'beaker:RxC (R, C 2–10), flask:WxN (W even 4–10, N 1–8), hex:N (N 3–8), tri:N (N 3–10), ' +
  'custom:RxC:BITS or custom:RxC:BITS:gravity (R, C 2–12)';
