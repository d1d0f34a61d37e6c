// Command line: build, serve, check, dev. User mistakes (bad Turtle, broken
// links, SHACL violations) are printed as `file:line:col: message` with exit
// code 1 and no stack trace; anything else is a bug and shows its stack.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { makeConfig } from './config.ts';
import { inputsKey, upToDate, writeStamp } from './cache/up-to-date.ts';
import { UserError, ValidationFailed, formatFailure, type Problem } from './errors.ts';
import { createStaticServer } from './serve.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { DEFAULT_PORT, listenFailure, portSetting } from './port.ts';

export { DEFAULT_PORT };

/** Where `npm run dev` writes its builds (drafts included): a folder of its own per project, outside it. */
export function devOutDir(rootDir: string): string {
  return path.join(
    os.tmpdir(),
    'lod-portal-dev',
    crypto.createHash('sha256').update(path.resolve(rootDir)).digest('hex').slice(0, 12),
    'out',
  );
}

function handleFailure(e: unknown): never {
  const text = formatFailure(e);
  if (text === undefined) throw e;
  console.error(text);
  const errors = e instanceof ValidationFailed ? e.problems.filter((p) => p.severity === 'error').length : 1;
  console.error(`${errors} error(s). Build failed; the previous output was left untouched.`);
  process.exit(1);
}

function portOrExit(raw: string | undefined): number {
  try {
    return portSetting(raw);
  } catch (e) {
    handleFailure(e);
  }
}

/** `check --json` on a run that stopped: the problems as the same JSON object, exit code 1. */
function printJsonFailure(e: UserError | ValidationFailed): never {
  const problems: Problem[] =
    e instanceof UserError ? [{ severity: 'error', message: e.message, position: e.position, stage: 'load' }] : e.problems;
  const errors = problems.filter((p) => p.severity === 'error').length;
  console.log(JSON.stringify({ errors, warnings: problems.length - errors, problems }, null, 2));
  process.exit(1);
}

function configFor(command: string, args: string[], flag: (name: string) => string | undefined) {
  return makeConfig({
    production: command !== 'dev' && !args.includes('--drafts'),
    // dev shows drafts: it never writes the production output folder, which `serve` and deploys publish
    ...(flag('--out') ? { outDir: flag('--out')! } : command === 'dev' ? { outDir: devOutDir(process.cwd()) } : {}),
    ...(flag('--data') ? { dataDir: flag('--data')! } : {}),
    ...(flag('--content') ? { contentDir: flag('--content')! } : {}),
    // the build cache (generator/cache/) neither read nor written
    ...(args.includes('--no-cache') ? { buildCacheDir: undefined } : {}),
  });
}

async function main() {
  const [command = 'build', ...args] = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  let config: ReturnType<typeof makeConfig>;
  try {
    config = configFor(command, args, flag);
  } catch (e) {
    // `check --json` answers in JSON even when the configuration itself is broken
    if (command === 'check' && args.includes('--json') && e instanceof UserError) printJsonFailure(e);
    handleFailure(e);
  }
  switch (command) {
    case 'build': {
      const started = performance.now();
      // asking for a build's timeline or memory is asking for a build
      const force = args.includes('--force') || !!process.env.REPORT_TIMELINE || !!process.env.REPORT_MEMORY;
      // hashed before the build reads anything: an input edited meanwhile gives the next build another key
      const key = inputsKey(config);
      const same = force ? undefined : upToDate(config, key);
      if (same) {
        const ms = performance.now() - started;
        console.log(
          `${same.report}\nStages: up-to-date check ${Math.round(ms)} ms\n` +
            `Up to date in ${(ms / 1000).toFixed(2)} s: no input changed since the build of ${same.builtAt}, ` +
            `and its ${same.files} output files are as it left them; nothing rebuilt (\`build --force\` rebuilds).`,
        );
        break;
      }
      const checked = performance.now();
      // loaded only for a build that runs: an up-to-date check costs none of it
      const [{ build }, { formatReport, formatOutcome, formatAround }] = await Promise.all([import('./build.ts'), import('./report.ts')]);
      try {
        const loadedAt = performance.now();
        const { report, placed } = await build(config);
        console.log(formatReport(report));
        const stampAt = performance.now();
        writeStamp(config, key, formatOutcome(report), placed);
        // performance.now() counts from the process's start: what came before this function is Node and the generator starting
        console.log(
          formatAround({ startMs: started, checkMs: checked - started, loadMs: loadedAt - checked, stampMs: performance.now() - stampAt }),
        );
      } catch (e) {
        handleFailure(e);
      }
      break;
    }
    case 'serve': {
      const port = portOrExit(process.env.PORT ?? flag('--port'));
      const server = createStaticServer({ root: config.outDir, port, policy: contentSecurityPolicy(config.publicEndpoints) });
      server.on('error', (e) => listenFailure(e, port));
      server.listen(port, '127.0.0.1', () => {
        console.log(`Serving ${config.outDir} at http://127.0.0.1:${port}/ (French: http://127.0.0.1:${port}/fr/)`);
      });
      break;
    }
    case 'check': {
      const { check } = await import('./check.ts');
      const json = args.includes('--json');
      try {
        process.exitCode = await check(config, { json });
      } catch (e) {
        // tools read `check --json` from stdout: even a stage that stopped
        // the run (a Turtle syntax error) must come out as JSON
        if (json && (e instanceof UserError || e instanceof ValidationFailed)) printJsonFailure(e);
        handleFailure(e);
      }
      break;
    }
    case 'dev': {
      const { dev } = await import('./dev.ts');
      await dev(config, portOrExit(process.env.PORT ?? flag('--port')));
      break;
    }
    default:
      console.error(`unknown command "${command}"; use build, serve, check or dev`);
      process.exit(2);
  }
}

if (process.env.REPORT_USAGE) {
  // read by the benchmark: peak resident memory (KB) and CPU time (µs) of this process
  process.on('exit', () => {
    const u = process.resourceUsage();
    console.log(`usage: maxRSS=${u.maxRSS} cpu=${u.userCPUTime + u.systemCPUTime}`);
  });
}

main().catch((e) => handleFailure(e));
