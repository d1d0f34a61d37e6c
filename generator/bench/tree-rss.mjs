// Peak memory and CPU time of a whole process tree. GNU time's %M is the
// peak of the largest single process (getrusage's ru_maxrss), so a build that
// runs several processes at once (npx and Docusaurus with its Terser workers,
// our build and esbuild) was under-counted; and its CPU time counts only the
// children that were waited for, while esbuild's service process is left to
// exit on its own when Node ends, so its CPU went uncounted. This sampler
// runs as a process of its own beside the benchmark, whose main thread is
// blocked in spawnSync while a build runs: every 100 ms it sums the resident
// memory of every descendant of the benchmark process (but itself), and
// remembers each descendant's own CPU time (user + system), and writes the
// largest memory sum seen so far and the CPU total to a file.
//
// Plain JavaScript so it starts in milliseconds without a TypeScript loader.
//
//   node tree-rss.mjs ROOT_PID OUT_FILE [INTERVAL_MS] [EXCLUDED_PIDS]
//
// EXCLUDED_PIDS (comma-separated) are descendants that are not part of the
// measured build: the triplestore run's Virtuoso, which the benchmark starts
// and whose buffers would otherwise be counted as the build's memory.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The descendants of `root` (not `root` itself), except `exclude` (a pid or
 * several) and their own descendants.
 * @template {{ pid: number, ppid: number }} P
 * @param {P[]} procs
 * @param {number} root
 * @param {number | number[]} [exclude]
 * @returns {P[]}
 */
export function descendants(procs, root, exclude) {
  const excluded = new Set(Array.isArray(exclude) ? exclude : exclude === undefined ? [] : [exclude]);
  /** @type {Map<number, P[]>} */
  const children = new Map();
  for (const p of procs) {
    const list = children.get(p.ppid);
    if (list) list.push(p);
    else children.set(p.ppid, [p]);
  }
  const found = [];
  const queue = [...(children.get(root) ?? [])];
  const seen = new Set();
  while (queue.length) {
    const p = /** @type {P} */ (queue.shift());
    if (excluded.has(p.pid) || seen.has(p.pid)) continue;
    seen.add(p.pid);
    found.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return found;
}

/**
 * Resident kilobytes of all descendants of `root` (not `root` itself), except
 * `exclude` and its own descendants.
 * @param {{ pid: number, ppid: number, rssKb: number }[]} procs
 * @param {number} root
 * @param {number | number[]} [exclude]
 * @returns {number}
 */
export function descendantsRssKb(procs, root, exclude) {
  return descendants(procs, root, exclude).reduce((n, p) => n + p.rssKb, 0);
}

const PAGE_KB = 4;

/** pid, parent pid and resident size of every process, from /proc. */
function readProcs() {
  const procs = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name (field 2) may hold spaces and parentheses: fields follow the last ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // a zombie (fields[0] 'Z') still shows the CPU it used: the earlier samplers, killed but not yet
      // reaped while the benchmark's main thread waits in spawnSync, would be counted in every later build
      if (fields[0] === 'Z') continue;
      // fields[1] is the parent pid, fields[21] the resident set in pages
      // fields[11] and [12]: user and system time in clock ticks (this process's own, not its children's)
      procs.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        rssKb: Number(fields[21]) * PAGE_KB,
        cpuTicks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended between readdir and read
    }
  }
  return procs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = Number(process.argv[2]);
  const out = process.argv[3];
  const interval = Number(process.argv[4] ?? 100);
  const excluded = (process.argv[5] ?? '').split(',').filter(Boolean).map(Number);
  let peak = 0;
  /** each descendant's own CPU time when last seen, by pid */
  const cpu = new Map();
  let written = '';
  const sample = () => {
    const found = descendants(readProcs(), root, [process.pid, ...excluded]);
    peak = Math.max(
      peak,
      found.reduce((n, p) => n + p.rssKb, 0),
    );
    for (const p of found) cpu.set(p.pid, Math.max(cpu.get(p.pid) ?? 0, p.cpuTicks));
    let ticks = 0;
    for (const t of cpu.values()) ticks += t;
    const line = `${peak} ${ticks}`;
    if (line !== written) fs.writeFileSync(out, (written = line));
  };
  fs.writeFileSync(out, '0 0');
  sample();
  setInterval(sample, interval);
  // the benchmark ended without stopping us: stop when it is gone
  setInterval(() => {
    try {
      process.kill(root, 0);
    } catch {
      process.exit(0);
    }
  }, 1000);
}
