import type { ChromeData } from '../shared/model/chrome.ts';
import { StaticChildren } from './static-html.ts';

/** The same on every page of a locale: rendered once (static-html.ts). */
export function Footer({ chrome }: { chrome: ChromeData }) {
  return (
    <StaticChildren
      tag="footer"
      props={{ className: 'footer draw-later' }}
      owner={chrome.footer}
      render={() => <FooterContent chrome={chrome} />}
    />
  );
}

function FooterContent({ chrome }: { chrome: ChromeData }) {
  return (
    <>
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
          {/* below the fold: loaded when it comes near, not preloaded with the page */}
          <img src="/img/cc-by.svg" alt="CC BY 4.0" width="88" height="31" loading="lazy" />
        </a>{' '}
        {chrome.footer.licence}
      </p>
    </>
  );
}
