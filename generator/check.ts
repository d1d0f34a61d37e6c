// `npm run check`: validation only — Turtle syntax, SHACL, front matter,
// links and anchors — plus a translation report (entities without French
// labels or definitions, pages without a .fr.md). Exit code 1 on errors.
import type { SiteConfig } from './config.ts';
import { analyse } from './build.ts';
import { sortProblems } from './code-frame.ts';
import { formatProblemList } from './errors.ts';
import { formatFrenchShare, frenchShare } from './french-share.ts';

export async function check(config: SiteConfig, options: { json: boolean }): Promise<number> {
  const started = performance.now();
  const analysis = await analyse(config);
  const { model, records } = analysis;
  // sorted by file and position, in the JSON as on screen
  const problems = sortProblems(analysis.problems);
  const errors = problems.filter((p) => p.severity === 'error');
  const untranslatedPages = (model?.docPairs ?? []).filter((p) => p.en && !p.fr).map((p) => ({ key: p.key, file: p.en!.file }));
  const missingFrench = (records?.concepts ?? [])
    .filter((c) => c.label.fr === c.label.en && c.definition.fr === c.definition.en)
    .map((c) => ({ entity: c.id, missing: 'French label and definition' }));
  const french = model ? frenchShare(model.pages) : undefined;
  const report = {
    errors: errors.length,
    warnings: problems.length - errors.length,
    problems,
    translation: {
      pagesWithoutFrench: untranslatedPages,
      entitiesWithoutFrench: missingFrench,
      pagesTotal: model?.docPairs.length ?? 0,
      frenchShare: french,
    },
    seconds: (performance.now() - started) / 1000,
  };
  if (options.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    if (problems.length) console.log(formatProblemList(problems));
    console.log(`\nTranslation: ${untranslatedPages.length} of ${report.translation.pagesTotal} pages have no French version`);
    for (const p of untranslatedPages) console.log(`  ${p.file}`);
    // blog posts are not doc pairs: list the other /fr/ pages that show English too
    const listed = new Set(untranslatedPages.map((p) => p.file));
    const others = (french?.english ?? []).filter((e) => !e.source || !listed.has(e.source));
    if (others.length) console.log(`${others.length} other /fr/ page(s) shown in English:`);
    for (const e of others) console.log(`  ${e.source ?? e.path}`);
    if (french) console.log(formatFrenchShare(french));
    if (missingFrench.length) console.log(`${missingFrench.length} concepts lack French text`);
    console.log(`\n${errors.length} error(s), ${report.warnings} warning(s) in ${report.seconds.toFixed(1)} s`);
  }
  return errors.length ? 1 : 0;
}
