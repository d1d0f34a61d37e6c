// A throw-away Virtuoso (Debian's virtuoso-opensource 7) on 127.0.0.1, for the
// tests, the benchmark and `npm run triplestore` (a try-out against a real
// triplestore): a database in a temporary folder, the site's Turtle loaded
// with one named graph per file, as a triplestore fed from this repository
// would hold it. Whoever starts it stops it.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const VIRTUOSO_BIN = process.env.VIRTUOSO_BIN ?? '/usr/bin/virtuoso-t';
export const ISQL_BIN = process.env.ISQL_BIN ?? '/usr/bin/isql-vt';

export function virtuosoAvailable(): boolean {
  return fs.existsSync(VIRTUOSO_BIN) && fs.existsSync(ISQL_BIN);
}

export interface VirtuosoOptions {
  /** `[SPARQL] ResultSetMaxRows`: the cap on rows per answer (stock 10,000) */
  maxRows?: number;
  /** `[SPARQL] MaxQueryExecutionTime` in seconds */
  maxQuerySeconds?: number;
  /** memory for the page buffers: ~8 KB each (the stock 10,000 is enough below a million triples) */
  buffers?: number;
}

export interface Virtuoso {
  /** the SPARQL endpoint, http://127.0.0.1:PORT/sparql */
  endpoint: string;
  dir: string;
  /** the server's process id (a benchmark leaves it out of the build's measured process tree) */
  pid: number;
  /** runs SQL (and SPARQL with a `SPARQL` prefix) through isql */
  sql(statements: string): Promise<string>;
  /** loads a Turtle file into a named graph (relative IRIs resolve against `base`) */
  loadTurtle(file: string, graph: string, base?: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function ini(dir: string, sqlPort: number, httpPort: number, o: VirtuosoOptions): string {
  const db = (name: string) => path.join(dir, name);
  return `[Database]
DatabaseFile = ${db('virtuoso.db')}
ErrorLogFile = ${db('virtuoso.log')}
LockFile = ${db('virtuoso.lck')}
TransactionFile = ${db('virtuoso.trx')}
xa_persistent_file = ${db('virtuoso.pxa')}
ErrorLogLevel = 7
FileExtend = 200
MaxCheckpointRemap = 2000
Striping = 0
TempStorage = TempDatabase
[TempDatabase]
DatabaseFile = ${db('virtuoso-temp.db')}
TransactionFile = ${db('virtuoso-temp.trx')}
MaxCheckpointRemap = 2000
Striping = 0
[Parameters]
ServerPort = 127.0.0.1:${sqlPort}
LiteMode = 0
DisableUnixSocket = 1
DisableTcpSocket = 0
MaxClientConnections = 10
CheckpointInterval = 0
O_DIRECT = 0
CaseMode = 2
MaxStaticCursorRows = 5000
AllowOSCalls = 0
DirsAllowed = ., ${dir}, ${os.tmpdir()}
ThreadsPerQuery = 2
NumberOfBuffers = ${o.buffers ?? 10000}
MaxDirtyBuffers = ${Math.round((o.buffers ?? 10000) * 0.6)}
MaxQueryMem = 1G
[HTTPServer]
ServerPort = 127.0.0.1:${httpPort}
ServerRoot = /var/lib/virtuoso-opensource-7/vsp
MaxClientConnections = 10
DavRoot = DAV
EnabledDavVSP = 0
HTTPProxyEnabled = 0
ServerThreads = 10
MaxKeepAlives = 10
KeepAliveTimeout = 10
Charset = UTF-8
EnabledGzipContent = 0
[SPARQL]
ResultSetMaxRows = ${o.maxRows ?? 10000}
MaxQueryCostEstimationTime = 400
MaxQueryExecutionTime = ${o.maxQuerySeconds ?? 60}
DeferInferenceRulesInit = 0
`;
}

async function waitForHttp(url: string, child: ChildProcess, log: string, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`virtuoso-t exited (${child.exitCode}):\n${tail(log)}`);
    try {
      const res = await fetch(`${url}?query=${encodeURIComponent('ASK {}')}`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > limitMs) throw new Error(`virtuoso did not answer at ${url} within ${limitMs / 1000} s:\n${tail(log)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Starts Virtuoso with an empty database in a new temporary folder. */
export async function startVirtuoso(options: VirtuosoOptions = {}): Promise<Virtuoso> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-virtuoso-'));
  const [sqlPort, httpPort] = [await freePort(), await freePort()];
  fs.writeFileSync(path.join(dir, 'virtuoso.ini'), ini(dir, sqlPort, httpPort, options));
  const child = spawn(VIRTUOSO_BIN, ['-f', '-c', path.join(dir, 'virtuoso.ini')], { cwd: dir, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${httpPort}/sparql`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(endpoint, child, path.join(dir, 'virtuoso.log'));
  } catch (e) {
    await stop();
    throw e;
  }
  const sql = async (statements: string) => {
    const { stdout } = await run(ISQL_BIN, [`127.0.0.1:${sqlPort}`, 'dba', 'dba', `exec=${statements}`], { maxBuffer: 64 * 1024 * 1024 });
    if (/\*\*\* Error/.test(stdout)) throw new Error(`isql: ${stdout.trim()}`);
    return stdout;
  };
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return {
    endpoint,
    dir,
    pid: child.pid ?? 0,
    sql,
    async loadTurtle(file, graph, base = graph) {
      // Virtuoso reads only folders in DirsAllowed: load from a copy in its own
      const copy = path.join(dir, `load-${path.basename(file)}`);
      fs.copyFileSync(file, copy);
      await sql(`DB.DBA.TTLP_MT(file_to_string_output(${quote(copy)}), ${quote(base)}, ${quote(graph)}, 0); checkpoint;`);
      fs.rmSync(copy);
    },
    stop,
  };
}

/** Loads every Turtle file of `dataDir` into the named graph `graphIri(relative path)`. */
export async function loadFolder(v: Virtuoso, dataDir: string, graphIri: (relative: string) => string): Promise<string[]> {
  const files = fs
    .readdirSync(dataDir)
    .filter((n) => n.endsWith('.ttl'))
    .sort();
  for (const name of files) {
    const iri = graphIri(path.join(path.basename(dataDir), name));
    await v.loadTurtle(path.join(dataDir, name), iri);
  }
  return files;
}
