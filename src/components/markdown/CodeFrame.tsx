// A code block with what Docusaurus adds around it: a title bar
// (```js title="file.js"``` or <CodeBlock title>) and line numbers
// (showLineNumbers, drawn by CSS from the lines' class). `html` is the
// highlighter's escaped output.
export function CodeFrame({ title, html, lineNumbers }: { title?: string; html: string; lineNumbers: boolean }) {
  return (
    <div className={lineNumbers ? 'code-frame line-numbers' : 'code-frame'}>
      {title && <div className="code-title">{title}</div>}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
