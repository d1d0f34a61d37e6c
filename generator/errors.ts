// Errors caused by the site's own input (Turtle, Markdown, links). They are
// printed as one clear line naming the file and position, never as a stack
// trace: editors need to know what to fix, not where the generator was.
import path from 'node:path';
import { codeFrame, sortProblems } from './code-frame.ts';

export interface Position {
  file: string;
  line?: number;
  column?: number;
}

export class UserError extends Error {
  readonly position?: Position;
  constructor(message: string, position?: Position) {
    super(message);
    this.name = 'UserError';
    this.position = position;
  }
}

/** `data/glossary.ttl:12:5` style location, relative to the project when possible. */
export function formatPosition(p: Position | undefined): string {
  if (!p) return '';
  let out = p.file;
  if (p.line !== undefined) out += `:${p.line}`;
  if (p.line !== undefined && p.column !== undefined) out += `:${p.column}`;
  return out;
}

export function formatUserError(e: UserError): string {
  const where = formatPosition(e.position);
  return where ? `${where}: ${e.message}` : e.message;
}

export interface Problem {
  severity: 'error' | 'warning';
  message: string;
  position?: Position;
  /** the stage that found it, for the report */
  stage: string;
  /** printed before every other problem, since it explains them (a wrong SITE_URL) */
  leads?: boolean;
}

export function formatProblem(p: Problem): string {
  const where = formatPosition(p.position);
  return `${p.severity === 'error' ? 'error' : 'warning'}: ${where ? where + ': ' : ''}${p.message}`;
}

/** Raised when validation found errors: carries all of them, not just the first. */
export class ValidationFailed extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const kept = dropEchoes(problems);
    super(`${kept.filter((p) => p.severity === 'error').length} error(s)`);
    this.name = 'ValidationFailed';
    this.problems = kept;
  }
}

/** A problem that made part of a file unreadable (a Turtle syntax error): lines 'from' to 'to'. */
interface Unreadable extends Problem {
  unreadable: { from: number; to: number };
}

function isUnreadable(p: Problem): p is Unreadable {
  return 'unreadable' in p && typeof (p as Unreadable).unreadable?.from === 'number';
}

/**
 * Without the problems that only echo a syntax error: a statement the parser
 * could not read is missing from the graph, so later checks find its entity
 * incomplete on the same lines. The syntax error is the one to fix.
 */
export function dropEchoes(problems: readonly Problem[]): Problem[] {
  const holes = problems.filter(isUnreadable);
  if (!holes.length) return [...problems];
  return problems.filter(
    (p) =>
      isUnreadable(p) ||
      !holes.some((h) => {
        const at = p.position;
        return at?.file === h.position?.file && at?.line !== undefined && at.line >= h.unreadable.from && at.line <= h.unreadable.to;
      }),
  );
}

/** What the system's error codes mean, in words. */
const SYSTEM_CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full (no space left on the device)',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted (a locked or protected file?)',
  EBUSY: 'it is busy (in use by another program, or a mount point)',
  ENAMETOOLONG: 'a name in the path is too long for the file system',
  ENOTDIR: 'a file is in the way where a folder is needed',
  EISDIR: 'it is a folder where a file is needed',
  EEXIST: 'a file of that name is already there',
  EIO: 'the device reports an input/output error',
  EMFILE: 'too many files are open',
  ENOENT: 'it does not exist',
  EXDEV: 'it is on another file system',
};

/**
 * An error of the system (a full disk, a read-only or locked folder, a file
 * that cannot be read) as a user error naming the file and the cause in
 * words, never a stack trace; anything else is returned as it is.
 */
export function fileSystemError(e: unknown, file: string, action: string, only?: readonly string[]): unknown {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (e instanceof UserError || typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return e;
  if (only && !only.includes(code)) return e;
  const cause = SYSTEM_CAUSES[code] ?? (e as Error).message.replace(/,.*$/, '');
  return new UserError(`${action}: ${cause} (${code})`, { file: shownPath(file) });
}

/** Failures of the machine, not of the generator: whatever stage meets them, they are the user's to fix. */
export const MACHINE_FAILURES = ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EBUSY', 'EIO', 'EMFILE', 'ENFILE'];

/** A path relative to the working folder when inside it, absolute otherwise. */
function shownPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/**
 * Runs one stage of a check that goes on past errors. A user error it meets
 * becomes a problem of the list; any other failure, once errors are already
 * listed, is taken as their consequence (a stage fed invalid input) and ends
 * the run quietly: the listed errors explain it. Returns whether the stage finished.
 */
export async function runStage(problems: Problem[], stage: string, run: () => Promise<void> | void): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (e) {
    if (e instanceof UserError) problems.push({ severity: 'error', stage, message: e.message, position: e.position });
    else if (e instanceof ValidationFailed) problems.push(...e.problems);
    else if (!problems.some((p) => p.severity === 'error')) throw e;
    return false;
  }
}

/**
 * What the command line prints for a failed build or check: the problems
 * (or the one user error) and nothing else, or undefined when the failure is
 * not the input's fault (a bug, which shows its stack trace).
 */
export function formatFailure(e: unknown): string | undefined {
  if (e instanceof UserError) return withFrame(`error: ${formatUserError(e)}`, e.position);
  if (e instanceof ValidationFailed) return formatProblemList(e.problems);
  return undefined;
}

/** Problems sorted by file and position, each with the line it points at. */
export function formatProblemList(problems: readonly Problem[]): string {
  return sortProblems(problems)
    .map((p) => withFrame(formatProblem(p), p.position))
    .join('\n');
}

function withFrame(line: string, position: Position | undefined): string {
  const frame = codeFrame(position);
  return frame ? `${line}\n${frame}` : line;
}
