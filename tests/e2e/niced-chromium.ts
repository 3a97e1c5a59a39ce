// Chromium at the test run's niceness. Run as root, Chromium raises its GPU process to nice -8 and
// its renderers to 0 whatever the run's `nice -n 19`, so a niced run's frames (the GPU process does
// most of an e2e run's work) still took the cores from a full run beside it. Where the run is niced,
// Chromium starts through setpriv without the right to raise a priority (CAP_SYS_NICE): every one
// of its processes keeps the run's niceness.
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

const SETPRIV = '/usr/bin/setpriv';

/** `chromium`, or where the run is niced on Linux with setpriv, a script that starts it unable to raise its priority. */
export function nicedChromium(chromium: string): string {
  if (process.platform !== 'linux' || getPriority() <= 0 || !existsSync(SETPRIV)) return chromium;
  const dir = join(tmpdir(), `cell-division-niced-chromium-${process.getuid?.() ?? 0}`);
  const script = join(dir, `chromium-${Buffer.from(chromium).toString('hex').slice(-24)}`);
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: runs side by side never start a half-written script.
  const aside = `${script}.${process.pid}`;
  writeFileSync(
    aside,
    `#!/bin/sh\nexec ${SETPRIV} --inh-caps -sys_nice --bounding-set -sys_nice '${chromium.replace(/'/g, `'\\''`)}' "$@"\n`,
  );
  chmodSync(aside, 0o755);
  renameSync(aside, script);
  return script;
}
