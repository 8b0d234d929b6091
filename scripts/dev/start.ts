// Starts `npm run dev` of a project folder on a free port, for the benchmark and the tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface RunningDevServer {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export function startDevServer(dir: string, env: Record<string, string> = {}): Promise<RunningDevServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(dir, 'scripts/dev.ts'), '--port', '0'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  return new Promise((ready, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Dev server at (http:\S+)/.exec(output)?.[1];
      if (url)
        ready({
          url,
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => failed(new Error(`the dev server exited (${code}):\n${output}`)));
  });
}
