// `move` as another program meets it: a real process, one answer flushed per line, alive until
// stdin ends.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, test } from 'vitest';

test('move - holds a conversation: each answer arrives before the next record is sent', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'move', '--agent', 'medium'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const ask = async (record: string) => {
    child.stdin!.write(`${record}\n`);
    const { value } = await answers.next();
    return JSON.parse(value as string);
  };
  const first = await ask('square:5');
  expect(first.move).toBe('c3');
  const second = await ask(`square:5 ${first.move}`);
  expect(second.move).toMatch(/^[a-e][1-5]$/);
  expect(second.move).not.toBe('c3');
  child.stdin!.end();
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code).toBe(0);
});
