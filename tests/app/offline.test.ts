// Only the top window, served securely, with service workers, may install the offline app.
import { describe, expect, test } from 'vitest';
import { mayRegister, type PageWindow } from '../../src/app/offline.ts';

function page(
  o: { framed?: boolean; secure?: boolean; workers?: boolean; topThrows?: boolean } = {},
): PageWindow {
  const win: { top: unknown; isSecureContext: boolean; navigator: { serviceWorker?: unknown } } = {
    top: null,
    isSecureContext: o.secure ?? true,
    navigator: o.workers === false ? {} : { serviceWorker: {} },
  };
  win.top = o.framed ? { another: 'window' } : win;
  if (o.topThrows)
    Object.defineProperty(win, 'top', {
      get: () => {
        throw new Error('cross-origin');
      },
    });
  return win;
}

describe('mayRegister', () => {
  test('the top window, secure, with service workers - yes', () => {
    expect(mayRegister(page())).toBe(true);
  });
  test.each([
    ["inside another page's frame", { framed: true }],
    ['not a secure context', { secure: false }],
    ['no service workers in this browser', { workers: false }],
    ['reading the top window throws', { topThrows: true }],
  ])('%s - no', (_, o) => {
    expect(mayRegister(page(o))).toBe(false);
  });
});
