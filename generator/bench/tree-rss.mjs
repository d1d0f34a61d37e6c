// Peak memory of a whole process tree. GNU time's %M is the peak of the
// largest single process (getrusage's ru_maxrss), so a build that runs
// several processes at once (npx and Docusaurus with its Terser workers, our
// build and esbuild) was under-counted. This sampler runs as a process of its
// own beside the benchmark, whose main thread is blocked in spawnSync while a
// build runs: every 100 ms it sums the resident memory of every descendant of
// the benchmark process (but itself) and writes the largest sum seen so far
// to a file.
//
// Plain JavaScript so it starts in milliseconds without a TypeScript loader.
//
//   node tree-rss.mjs ROOT_PID OUT_FILE [INTERVAL_MS]
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Resident kilobytes of all descendants of `root` (not `root` itself), except
 * `exclude` and its own descendants.
 * @param {{ pid: number, ppid: number, rssKb: number }[]} procs
 * @param {number} root
 * @param {number} [exclude]
 * @returns {number}
 */
export function descendantsRssKb(procs, root, exclude) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const p of procs) {
    const list = children.get(p.ppid);
    if (list) list.push(p.pid);
    else children.set(p.ppid, [p.pid]);
  }
  const rss = new Map(procs.map((p) => [p.pid, p.rssKb]));
  let total = 0;
  const queue = [...(children.get(root) ?? [])];
  const seen = new Set();
  while (queue.length) {
    const pid = /** @type {number} */ (queue.shift());
    if (pid === exclude || seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
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
      // fields[1] is the parent pid, fields[21] the resident set in pages
      procs.push({ pid: Number(name), ppid: Number(fields[1]), rssKb: Number(fields[21]) * PAGE_KB });
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
  let peak = 0;
  const sample = () => {
    const kb = descendantsRssKb(readProcs(), root, process.pid);
    if (kb > peak) {
      peak = kb;
      fs.writeFileSync(out, String(peak));
    }
  };
  fs.writeFileSync(out, '0');
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
