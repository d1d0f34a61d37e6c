// Characters that make text look like other text: bidirectional overrides and
// isolates (U+202A–202E, U+2066–2069), zero-width spaces and joiners, word
// joiners and invisible operators, the byte-order mark. In a title they can
// reverse what a reader sees; in an address they make two look alike.
export const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
