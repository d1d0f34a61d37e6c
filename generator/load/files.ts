// File-system helpers for the load stage: list files and read them as UTF-8,
// refusing other encodings with a clear message instead of garbled text.
import fs from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.ts';

export async function listFiles(dir: string, accept: (name: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  async function walk(d: string) {
    let entries;
    try {
      entries = await fs.readdir(d, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (accept(entry.name)) out.push(full);
    }
  }
  await walk(dir);
  return out.sort();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file, failing with a user error when it is not UTF-8. */
export async function readUtf8(file: string, shownAs: string): Promise<string> {
  const bytes = await fs.readFile(file);
  try {
    // a BOM is harmless but would end up in the first token
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UserError('the file is not valid UTF-8 text; save it with UTF-8 encoding', { file: shownAs });
  }
}
