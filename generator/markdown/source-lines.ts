// The lines of a Markdown body as the checks that read it before rendering
// need them: which are inside a fenced code block (never links, never MDX),
// with inline code spans blanked out (same length, so columns stay true), and
// where a fence opens that nothing closes (it would swallow the rest of the
// page: headings, links and all).

export interface ProseLine {
  /** 0-based index in the body */
  index: number;
  /** the line, with inline code spans replaced by spaces */
  text: string;
}

export interface ScannedBody {
  /** the lines outside fenced code blocks */
  prose: ProseLine[];
  /** 0-based line of a fence never closed, when there is one */
  unclosedFence?: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Inline code spans (`x`, ``x``) blanked: what they hold is text, never a link or a tag. */
export function maskInlineCode(line: string): string {
  if (!line.includes('`')) return line;
  return line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => ' '.repeat(m.length));
}

export function scanBody(body: string): ScannedBody {
  const lines = body.split('\n');
  const prose: ProseLine[] = [];
  let open: { char: string; length: number; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const fence = FENCE.exec(line);
    if (open) {
      if (fence && fence[2][0] === open.char && fence[2].length >= open.length && fence[3].trim() === '') open = undefined;
      continue;
    }
    // a backtick fence's info string cannot hold a backtick (CommonMark): such a line is inline code
    if (fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
      open = { char: fence[2][0], length: fence[2].length, line: i };
      continue;
    }
    prose.push({ index: i, text: maskInlineCode(line) });
  }
  return { prose, unclosedFence: open?.line };
}
