// A large site's build grows V8's heap slowly (generator/pipeline/heap-growth.ts); a small one keeps V8's default,
// and LOD_HEAP_GROWTH=default keeps it whatever the size. What it saves is measured by `npm run bench`, not here.
import { describe, expect, it } from 'vitest';
import { growHeapSlowlyIfLarge, LARGE_SITE_MARKDOWN } from '../../generator/pipeline/heap-growth.ts';

describe('the heap growth of a build', () => {
  const docs = (total: number) => Array.from({ length: 4 }, () => ({ body: 'x'.repeat(Math.ceil(total / 4)) }));
  const decide = (documents: { body: string }[], env: NodeJS.ProcessEnv = {}) => {
    const flags: string[] = [];
    const tightened = growHeapSlowlyIfLarge(documents, env, (f) => flags.push(f));
    return { tightened, flags };
  };

  it('is tightened for a site with as much Markdown as a large one, and only then', () => {
    expect(decide(docs(LARGE_SITE_MARKDOWN))).toEqual({ tightened: true, flags: ['--heap-growing-percent=10'] });
    expect(decide(docs(LARGE_SITE_MARKDOWN - 4))).toEqual({ tightened: false, flags: [] });
  });

  it('stays V8’s default with LOD_HEAP_GROWTH=default, however large the site', () => {
    expect(decide(docs(LARGE_SITE_MARKDOWN * 2), { LOD_HEAP_GROWTH: 'default' })).toEqual({ tightened: false, flags: [] });
  });
});
