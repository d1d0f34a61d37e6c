// A graph thread: the build's second core. It reads the Turtle files itself
// (parsing twice is cheaper than copying a store between threads), then does
// one of two jobs:
// - query: runs the SPARQL queries while the main thread validates and reads
//   the Markdown, hands the records over, validates the graph if the main
//   thread has not started to (see messages.ts) and ends, so Comunica and its
//   heap are gone before the pages are rendered;
// - outputs: waits for the pages, then writes the sitemap, the linked-data
//   files and the search index into the output folder while the main thread
//   renders the pages.
import { parentPort, workerData } from 'node:worker_threads';
import { loadGraph, type SourcedGraph } from '../load/graph-source.ts';
import { queryRecords } from '../query/index.ts';
import { validateGraph } from '../validate/index.ts';
import { outputs } from '../extensions.ts';
import '../features.ts';
import { OutputWriter } from '../write/index.ts';
import { toThreadError, VALIDATION_BY_QUERY_THREAD, VALIDATION_UNCLAIMED, type FromGraphThread, type GraphThreadData, type StageTime, type ToGraphThread } from './messages.ts';

const port = parentPort!;
const { config, job, validationClaim } = workerData as GraphThreadData;
const send = (message: FromGraphThread) => port.postMessage(message);

function nextMessage(): Promise<ToGraphThread> {
  return new Promise((resolve) => port.once('message', resolve));
}

async function main() {
  const stages: StageTime[] = [];
  let last = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    stages.push({ stage, ms: now - last });
    last = now;
  };
  const graph = await loadGraph(config);
  lap(`load (${job} thread)`);
  if (job === 'query') return query(graph, stages, lap);

  const message = await nextMessage();
  if (message.type !== 'outputs') throw new Error(`an output thread was sent "${message.type}"`);
  const { pages, tempDir } = message;
  last = performance.now();
  const writer = new OutputWriter(config.outDir, tempDir);
  for (const output of outputs) {
    for (const f of await output.run({ config, store: graph.store, pages })) writer.write(f);
    await writer.drain();
    lap(output.name);
  }
  const written = await writer.finish();
  send({ type: 'outputs', ...written, stages });
}

async function query(graph: SourcedGraph, stages: StageTime[], lap: (stage: string) => void) {
  const source = { kind: 'store' as const, store: graph.store };
  const { records, timings } = await queryRecords(source, config.siteUrl);
  lap('query');
  send({ type: 'records', records, timings, stages });
  // a main thread still busy with the Markdown (a large site) leaves the graph to this thread
  if (Atomics.compareExchange(new Int32Array(validationClaim), 0, VALIDATION_UNCLAIMED, VALIDATION_BY_QUERY_THREAD) !== VALIDATION_UNCLAIMED) return;
  const started = performance.now();
  const problems = await validateGraph(config, graph);
  send({ type: 'validation', problems, stages: [{ stage: 'validate (query thread)', ms: performance.now() - started }] });
}

main().catch((e: unknown) => send({ type: 'failed', error: toThreadError(e) }));
