// The contact form component (src/components/ContactForm.tsx): a static
// site's form posts only where the site's configuration says.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactForm } from '../../src/components/ContactForm.tsx';
import type { ContactSettings } from '../../src/shared/model/types.ts';

const contactFormHtml = (locale: 'en' | 'fr', contact: ContactSettings) =>
  renderToStaticMarkup(createElement(ContactForm, { locale, contact }));

describe('the contact form', () => {
  it('sends nothing anywhere unless configured, and says plainly where to write instead', () => {
    const html = contactFormHtml('en', {});
    expect(html).not.toContain('<form');
    expect(html).not.toContain('action=');
    // the public is never told to edit the site's configuration (the README says how to set the form up)
    expect(html).not.toContain('site.config.json');
    expect(html).toContain('Messages cannot be sent from this page.');
    const withSite = contactFormHtml('fr', { website: 'https://lincsproject.ca/' });
    expect(withSite).toContain('<a href="https://lincsproject.ca/" rel="noopener">lincsproject.ca</a>');
    expect(withSite).toContain('Pour joindre l’équipe');
  });
  it('posts to the configured address, or falls back to the visitor’s mail program', () => {
    // attributes in any order (React writes a form's action first), names in any case, as HTML reads them
    const posted = contactFormHtml('fr', { action: 'https://forms.example.org/lincs' });
    expect(posted).toMatch(/<form [^>]*method="post"/);
    expect(posted).toMatch(/<form [^>]*action="https:\/\/forms\.example\.org\/lincs"/);
    expect(posted).not.toMatch(/enctype=/i);
    const mail = contactFormHtml('fr', { email: 'team@example.org' });
    expect(mail).toMatch(/<form [^>]*enctype="text\/plain"/i);
    expect(mail).toMatch(/<form [^>]*action="mailto:team@example\.org"/);
    expect(mail).toContain('<a href="mailto:team@example.org">');
  });
});
