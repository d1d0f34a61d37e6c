// Docusaurus's <TOCInline>: the page's table of contents inside its text,
// nested by heading level.
import type { TocEntry } from '../../shared/model/types.ts';

interface Node {
  entry: TocEntry;
  children: Node[];
}

function nest(entries: TocEntry[]): Node[] {
  const root: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(node);
    stack.push(node);
  }
  return root;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a href={`#${n.entry.id}`}>{n.entry.text}</a>
          {n.children.length > 0 && <List nodes={n.children} />}
        </li>
      ))}
    </ul>
  );
}

export function TocInline({ entries }: { entries: TocEntry[] }) {
  return (
    <div className="toc-inline">
      <List nodes={nest(entries)} />
    </div>
  );
}
