// The contact form of a static site: it posts to a configured address (a form
// service), or opens the visitor's mail program when only an email is set,
// and is replaced by plain words on where to write when neither is
// configured. No script is involved. The page is the public's: how to set the
// form up is the README's business, never the page's.
import type { ContactSettings, Locale } from '../shared/model/types.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { safeHref } from '../shared/safe-url.ts';

function Fallback({ contact, locale }: { contact: ContactSettings; locale: Locale }) {
  const website = safeHref(contact.website);
  return (
    <div className="contact-fallback" role="note">
      <p>{t(locale, 'contact.off')}</p>
      {website ? (
        <p>
          {t(locale, 'contact.where')}{' '}
          <a href={website} rel="noopener">
            {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

const FIELDS = [
  { id: 'name', type: 'text', autoComplete: 'name' },
  { id: 'email', type: 'email', autoComplete: 'email' },
  { id: 'subject', type: 'text' },
] as const;

export function ContactForm({ contact, locale }: { contact: ContactSettings; locale: Locale }) {
  const action = contact.action ?? (contact.email ? `mailto:${contact.email}` : undefined);
  // nothing to send to: no switched-off form, but plain words on where to write
  if (!action) return <Fallback contact={contact} locale={locale} />;
  return (
    <>
      <form className="contact-form" method="post" encType={contact.action ? undefined : 'text/plain'} action={action}>
        <fieldset>
          <legend>{t(locale, 'contact.legend')}</legend>
          {FIELDS.map((f) => (
            <p key={f.id} className="form-field">
              <label htmlFor={`contact-${f.id}`}>{t(locale, `contact.${f.id}` as MessageKey)}</label>
              <input
                id={`contact-${f.id}`}
                name={f.id}
                type={f.type}
                autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
                required
              />
            </p>
          ))}
          <p className="form-field">
            <label htmlFor="contact-message">{t(locale, 'contact.message')}</label>
            <textarea id="contact-message" name="message" rows={8} required />
          </p>
          <p>
            <button type="submit" className="button">
              {t(locale, 'contact.send')}
            </button>
          </p>
        </fieldset>
      </form>
      {contact.email ? (
        <p>
          {t(locale, 'contact.mailto')} <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      ) : null}
    </>
  );
}
