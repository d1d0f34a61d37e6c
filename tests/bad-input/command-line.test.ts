// The command line when the environment is wrong (issue 39, point 4): a bad
// or busy PORT, a broken site.config.json. Each row runs the real command in
// a child process and expects one line naming the cause, a non-zero exit code
// and no stack trace; `check --json` still prints its JSON object.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENV, FIXTURE, cliArgs } from '../helpers.ts';

interface CommandRow {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /** site.config.json of the project the command runs in */
  siteConfig?: string;
  /** stderr (or, with `json`, the JSON printed on stdout) must match */
  message: RegExp;
  json?: boolean;
  /** files or folders of the fixture removed first */
  remove?: string[];
}

let busy: http.Server;
let busyPort = 0;
let dir: string;

const ROWS: CommandRow[] = [
  {
    name: 'PORT=abc: serve says the port is not a number',
    args: ['serve'],
    env: { PORT: 'abc' },
    message: /^error: the port must be a whole number from 0 to 65535, not "abc"/,
  },
  {
    name: 'PORT=70000: serve says the port is out of range',
    args: ['serve'],
    env: { PORT: '70000' },
    message: /^error: the port must be a whole number from 0 to 65535, not "70000"/,
  },
  { name: 'PORT=-1: serve refuses it', args: ['serve'], env: { PORT: '-1' }, message: /^error: the port must be a whole number/ },
  { name: '--port 80.5: serve refuses it', args: ['serve', '--port', '80.5'], message: /^error: the port must be a whole number/ },
  { name: 'a busy PORT: serve says it is in use', args: ['serve'], env: { PORT: 'BUSY' }, message: /^error: port \d+ is already in use/ },
  {
    name: 'site.config.json that is not JSON: build says so in one line',
    args: ['build'],
    siteConfig: '{ "social": ',
    message: /^error: site\.config\.json: not valid JSON/,
  },
  {
    name: 'site.config.json of the wrong shape: check names the key',
    args: ['check'],
    siteConfig: '{\n  "social": "https://lincsproject.ca/"\n}\n',
    message: /^error: site\.config\.json:2: "social" should be a list/,
  },
  {
    name: 'site.config.json of the wrong shape: check --json still prints its JSON object',
    args: ['check', '--json'],
    siteConfig: '{\n  "social": "https://lincsproject.ca/"\n}\n',
    json: true,
    message: /"social" should be a list/,
  },
  {
    name: 'site.config.json with a misspelt key: serve says which',
    args: ['serve'],
    siteConfig: '{ "anouncement": null }',
    message: /^error: site\.config\.json:1: unknown key "anouncement": did you mean announcement\?/,
  },
  {
    name: 'site.config.json that is not JSON: check --json still prints its JSON object',
    args: ['check', '--json'],
    siteConfig: '{ "social": ',
    json: true,
    message: /not valid JSON/,
  },
  {
    name: 'no data/shapes.ttl: check fails naming it',
    args: ['check', '--json'],
    remove: ['data/shapes.ttl'],
    json: true,
    message: /the file cannot be read: it does not exist/,
  },
  {
    name: 'no content folder: check fails naming it (it would build a site without pages)',
    args: ['check', '--json'],
    remove: ['content'],
    json: true,
    message: /the content folder content\/ does not exist/,
  },
];

beforeAll(async () => {
  busy = http.createServer((_q, r) => r.end());
  await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
  busyPort = (busy.address() as AddressInfo).port;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-cli-'));
});

afterAll(async () => {
  busy.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function run(cwd: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, cliArgs(...args), { cwd, env: { ...CLI_ENV, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    // a server that did start is stopped: the row failed
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

describe('the command line when the environment is wrong', () => {
  for (const [i, row] of ROWS.entries()) {
    it(
      row.name,
      async () => {
        const cwd = path.join(dir, String(i));
        await fs.cp(FIXTURE, cwd, { recursive: true });
        for (const r of row.remove ?? []) await fs.rm(path.join(cwd, r), { recursive: true, force: true });
        if (row.siteConfig !== undefined) await fs.writeFile(path.join(cwd, 'site.config.json'), row.siteConfig);
        const env = Object.fromEntries(Object.entries(row.env ?? {}).map(([k, v]) => [k, v === 'BUSY' ? String(busyPort) : v]));
        const r = await run(cwd, row.args, { ...env, LOD_BUILD_CACHE: 'off' });
        expect(r.status).toBe(1);
        expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /);
        if (row.json) {
          const report = JSON.parse(r.stdout) as { errors: number; problems: { message: string }[] };
          expect(report.errors).toBeGreaterThan(0);
          expect(report.problems.map((p) => p.message).join('\n')).toMatch(row.message);
        } else expect(r.stderr).toMatch(row.message);
      },
      120_000,
    );
  }
});
