// What the dev overlay shows: the problems `check` would print for the site as
// it is now, each as check prints it (the file:line:column line with its
// message and "did you mean", and the code frame under it), sorted the same
// way. Sent to the pages as JSON; an empty list takes the overlay away.
import { codeFrame, sortProblems } from '../code-frame.ts';
import { UserError, ValidationFailed, dropEchoes, formatProblem, type Problem } from '../errors.ts';
import { projectReader } from '../load/files.ts';

export interface ShownProblem {
  severity: Problem['severity'];
  /** `error: content/docs/a.md:3:5: message`, as check prints it */
  text: string;
  /** the line it points at with a caret, or '' */
  frame: string;
}

export interface ProblemReport {
  problems: ShownProblem[];
  /** whether a good build is being served meanwhile */
  served: boolean;
}

/** The problems a failed stage carries; anything else (a bug in the generator) as one problem with its stack. */
export function problemsOf(e: unknown): Problem[] {
  if (e instanceof ValidationFailed) return e.problems;
  if (e instanceof UserError) return [{ severity: 'error', stage: 'dev', message: e.message, position: e.position }];
  return [{ severity: 'error', stage: 'dev', message: e instanceof Error ? (e.stack ?? e.message) : String(e) }];
}

/** Errors and warnings, once each, as check lists them; none when nothing is an error (warnings stay on the console). */
export function shownProblems(problems: readonly Problem[]): ShownProblem[] {
  if (!problems.some((p) => p.severity === 'error')) return [];
  // files are read afresh for each report: the editor is changing them (check's frames read each file once)
  const readNow = projectReader(process.cwd());
  const seen = new Set<string>();
  const shown: ShownProblem[] = [];
  for (const p of sortProblems(dropEchoes(problems))) {
    const text = formatProblem(p);
    if (seen.has(text)) continue;
    seen.add(text);
    shown.push({ severity: p.severity, text, frame: codeFrame(p.position, process.cwd(), readNow) });
  }
  return shown;
}
