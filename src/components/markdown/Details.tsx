// <details><summary>…</summary>…</details> and Docusaurus's <Details>: the
// browser's own disclosure widget, which needs no script.
export function Details({ summaryHtml, html, open }: { summaryHtml: string; html: string; open?: boolean }) {
  return (
    <details className="details" open={open}>
      <summary dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      <div className="details-body" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}
