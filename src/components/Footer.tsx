import type { ChromeData } from '../shared/model/chrome.ts';

export function Footer({ chrome }: { chrome: ChromeData }) {
  return (
    <footer className="footer">
      <div className="footer-columns">
        {chrome.footer.columns.map((col) => (
          <section key={col.title} className="footer-column">
            <h2>{col.title}</h2>
            <ul>
              {col.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} rel={item.external ? 'noopener' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer-licence">
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener">
          <img src="/img/cc-by.svg" alt="CC BY 4.0" width="88" height="31" />
        </a>{' '}
        {chrome.footer.licence}
      </p>
    </footer>
  );
}
