// Docusaurus's <Tabs>/<TabItem>: a tab list and one panel per item, the
// default (or first) one shown. src/client/tabs.ts switches them, keeps tabs
// of one groupId in step (remembered as Docusaurus does) and reads and writes
// the queryString parameter. Panels hold the renderer's escaped HTML.

export interface TabPanel {
  value: string;
  label: string;
  html: string;
}

export function Tabs({
  id,
  items,
  selected,
  groupId,
  queryString,
}: {
  /** unique on the page: the ids of the tabs and panels derive from it */
  id: string;
  items: TabPanel[];
  selected: string;
  groupId?: string;
  /** the URL parameter that selects a tab, when the page's address may choose it */
  queryString?: string;
}) {
  return (
    <div className="tabs-container" data-tabs="" data-group-id={groupId} data-query-string={queryString}>
      <div role="tablist" className="tabs">
        {items.map((item, i) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={item.value === selected}
            tabIndex={item.value === selected ? 0 : -1}
            data-value={item.value}>
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.value}
          role="tabpanel"
          className="tab-panel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-value={item.value}
          hidden={item.value !== selected}
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      ))}
    </div>
  );
}
