// Text folding shared by every client-side matcher (search, catalogue filters,
// glossary filter): lower case, accents removed, ligatures spelled out,
// typographic apostrophes made plain, so "ecole" matches "École" and "oeuvre"
// matches "œuvre". Kept apart from the search encoder so small islands can use
// it without loading FlexSearch.
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/[’ʼ`´]/g, "'")
    .toLowerCase();
}
