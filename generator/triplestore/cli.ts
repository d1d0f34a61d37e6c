// `npm run triplestore`: a try-out of the endpoint mode. Starts a throw-away
// Virtuoso on 127.0.0.1 with the data folder loaded (one named graph per
// file, named as the build names them), prints how to build from it, and
// stops (deleting its database) on Ctrl-C.
import path from 'node:path';
import { graphIriFor } from '../load/turtle.ts';
import { makeConfig } from '../config.ts';
import { loadFolder, startVirtuoso, virtuosoAvailable } from './virtuoso.ts';

async function main() {
  if (!virtuosoAvailable()) {
    console.error('error: Virtuoso is not installed (Debian: apt-get install virtuoso-opensource)');
    process.exit(1);
  }
  const config = makeConfig();
  const maxRows = Number(process.env.VIRTUOSO_MAX_ROWS ?? 10000);
  const v = await startVirtuoso({ maxRows });
  const files = await loadFolder(v, config.dataDir, (rel) => graphIriFor(config.siteUrl, rel));
  console.log(`Virtuoso answers SPARQL at ${v.endpoint} (result cap ${maxRows} rows)`);
  console.log(
    `loaded ${files.length} files of ${path.relative(process.cwd(), config.dataDir) || '.'}/ into named graphs ${config.siteUrl}/data/…`,
  );
  console.log(`\nbuild from it:  SPARQL_ENDPOINT=${v.endpoint} npm run build\nCtrl-C stops it and deletes its database.`);
  const stop = async () => {
    await v.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`error: ${(e as Error).message}`);
  process.exit(1);
});
