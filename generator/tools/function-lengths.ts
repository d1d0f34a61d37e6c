// Lists the longest functions in generator/ and src/, counted the way the
// lint rule counts them (max-lines-per-function: blank and comment lines
// skipped), so the list and `npm run lint` agree.
//
//   npx tsx generator/tools/function-lengths.ts [how many, default 10]
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const RULE = 'max-lines-per-function';

async function main(): Promise<void> {
  const limit = Number(process.argv[2] ?? 10);
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
        languageOptions: { parser: tseslint.parser },
        rules: { [RULE]: ['error', { max: 0, skipBlankLines: true, skipComments: true }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['generator', 'src']);
  const rows = results.flatMap((file) =>
    file.messages
      .filter((m) => m.ruleId === RULE)
      .map((m) => ({
        lines: Number(/\((\d+)\)/.exec(m.message)?.[1] ?? 0),
        where: `${file.filePath.slice(process.cwd().length + 1)}:${m.line}`,
        what: m.message.replace(/ has too many lines.*/, ''),
      })),
  );
  rows.sort((a, b) => b.lines - a.lines);
  for (const r of rows.slice(0, limit)) console.log(`${String(r.lines).padStart(5)}  ${r.where}  ${r.what}`);
  const over = rows.filter((r) => r.lines > 80).length;
  console.log(`${rows.length} functions; ${over} over 80 lines`);
}

await main();
