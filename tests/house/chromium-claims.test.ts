// Each e2e worker draws with a Chromium of its own (tests/e2e/chromium-claims.ts): two running
// workers never claim the same one, a worker keeps the one it claimed, and the claim of a worker
// that ended goes to the next.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { claimChromium, claimsFolder } from '../e2e/chromium-claims.ts';

const folders: string[] = [];
const folder = () => {
  const made = claimsFolder();
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(ended.stdout.toString());
}

test('two running workers claim two Chromiums, and each keeps its own', () => {
  const claims = folder();
  const first = claimChromium(claims, 2, process.pid);
  const second = claimChromium(claims, 2, process.ppid);
  expect(new Set([first, second]).size).toBe(2);
  expect(claimChromium(claims, 2, process.ppid)).toBe(second);
  expect(claimChromium(claims, 2, process.pid)).toBe(first);
});

test('a worker that ended leaves its Chromium to the next worker', () => {
  const claims = folder();
  expect(claimChromium(claims, 2, process.pid)).toBe(0);
  expect(claimChromium(claims, 2, endedPid())).toBe(1);
  // The second worker's process has ended: the next one takes its Chromium, not the running worker's.
  expect(claimChromium(claims, 2, process.ppid)).toBe(1);
  expect(claimChromium(claims, 2, process.pid)).toBe(0);
});

test('with every Chromium held by a running worker, another still gets one and takes no claim', () => {
  const claims = folder();
  claimChromium(claims, 2, process.pid);
  claimChromium(claims, 2, process.ppid);
  const third = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    expect(claimChromium(claims, 2, third.pid!)).toBe(third.pid! % 2);
    expect(readFileSync(join(claims, '0'), 'utf8')).toBe(String(process.pid));
    expect(readFileSync(join(claims, '1'), 'utf8')).toBe(String(process.ppid));
  } finally {
    third.kill();
  }
});
