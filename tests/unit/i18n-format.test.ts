// A UI string filled with a name: French elides « de » before a vowel.
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/format.ts';
import { strings } from '../../src/i18n/features.ts';

describe('fill', () => {
  it('writes « Billets d’Amélie » and « Billets de Jordan », and leaves English as it is', () => {
    expect(fill('fr', strings('blog', 'fr').postsBy, { name: 'Amélie Tremblay' })).toBe('Billets d’Amélie Tremblay');
    expect(fill('fr', strings('blog', 'fr').postsBy, { name: 'Élise' })).toBe('Billets d’Élise');
    expect(fill('fr', strings('blog', 'fr').postsBy, { name: 'Jordan' })).toBe('Billets de Jordan');
    expect(fill('en', strings('blog', 'en').postsBy, { name: 'Amélie' })).toBe('Posts by Amélie');
  });

  it('quotes a tag with French guillemets and their narrow no-break spaces', () => {
    expect(fill('fr', strings('blog', 'fr').taggedWith, { tag: 'Recherche' })).toBe('Billets étiquetés «\u202FRecherche\u202F»');
    expect(fill('en', strings('blog', 'en').taggedWith, { tag: 'Research' })).toBe('Posts tagged “Research”');
  });

  it('leaves a placeholder it was not given', () => {
    expect(fill('fr', 'Page {n} de {name}', { n: 2 })).toBe('Page 2 de {name}');
  });
});
