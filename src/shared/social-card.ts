// The size of the social cards (static/img/social-card-{locale}.png, drawn by
// generator/tools/social-card.ts): the 1.91:1 picture that Open Graph and
// Twitter's summary_large_image show in full.
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
