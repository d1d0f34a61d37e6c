// site.config.json's siteUrl is the site's address unless SITE_URL says
// otherwise: the file's check accepted the key, but makeConfig read only the
// environment, so a siteUrl set in the file was silently ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, makeConfig } from '../../generator/config.ts';

const saved = process.env.SITE_URL;
let dir: string | undefined;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const siteWith = (settings: object | undefined) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lod-site-config-'));
  if (settings) fs.writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify(settings));
  return dir;
};

describe("the site's address", () => {
  it('is siteUrl from site.config.json', () => {
    delete process.env.SITE_URL;
    expect(makeConfig({ rootDir: siteWith({ siteUrl: 'https://data.example.org' }) }).siteUrl).toBe('https://data.example.org');
  });

  it('is SITE_URL when it is set, whatever the file says', () => {
    process.env.SITE_URL = 'https://staging.example.org';
    expect(makeConfig({ rootDir: siteWith({ siteUrl: 'https://data.example.org' }) }).siteUrl).toBe('https://staging.example.org');
  });

  it('is the portal address when neither sets it', () => {
    delete process.env.SITE_URL;
    expect(makeConfig({ rootDir: siteWith(undefined) }).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(makeConfig({ rootDir: siteWith({ contact: { website: 'https://lincsproject.ca/' } }) }).siteUrl).toBe(DEFAULT_SITE_URL);
  });
});

describe('the public SPARQL endpoints', () => {
  it("are the site's own file's, in its order; LINCS's when the file lists none", () => {
    const own = ['https://query.example.org/sparql', 'https://data.example.net/sparql'];
    expect(makeConfig({ rootDir: siteWith({ sparql: { publicEndpoints: own } }) }).publicEndpoints).toEqual(own);
    expect(makeConfig({ rootDir: siteWith({ sparql: { publicEndpoints: [''] } }) }).publicEndpoints).toEqual([
      'https://fuseki.lincsproject.ca/lincs/sparql',
    ]);
  });
});
