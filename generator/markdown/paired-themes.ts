// Code in two colour themes from one tokenization. Shiki's dual-theme mode
// tokenizes every block once per theme. GitHub's light and dark themes share
// their rules (same selectors, same font styles, a colour where the other
// has one), so one tokenization with a third theme, whose every colour
// stands for a pair of colours (light, dark), tells each token's colour in
// both. The HTML is made by Shiki's own tokensToHast and hastToHtml from the
// tokens the dual-theme mode would have made; a unit test holds it
// byte-identical to Shiki's dual-theme output over every code block of the
// site and a sample of every language.
// Measured on the real site's 247 distinct blocks: tokenizing went from
// ~390 to ~320 ms of a cold build (the first pass is mostly the grammars'
// one-time regex compilation, which both themes share), and from ~330 to
// ~150 ms once warm (a dev session's rebuilds).
import {
  flatTokenVariants,
  hastToHtml,
  tokensToHast,
  type BundledLanguage,
  type BundledTheme,
  type CodeToHastRenderOptions,
  type Highlighter,
  type ShikiTransformerContextSource,
  type ThemedToken,
  type ThemeRegistrationResolved,
} from 'shiki';

export interface PairedThemes {
  /** the theme to tokenize with, once */
  theme: ThemeRegistrationResolved;
  /** a colour of that theme (as tokens carry it) → the light and the dark colour */
  colours: Map<string, { light: string; dark: string }>;
  /** what Shiki's codeToHast hands tokensToHast in dual-theme mode (the <pre>'s class and style), but the language */
  hastOptions: {
    themes: { light: string; dark: string };
    defaultColor: false;
    tokenizeTimeLimit: number;
    fg: string;
    bg: string;
    themeName: string;
    rootStyle: string;
  };
}

const PAIRED_THEME = 'lod-portal-paired';
type Rule = ThemeRegistrationResolved['settings'][number];
const sameRule = (a: Rule, b: Rule) =>
  JSON.stringify(a.scope) === JSON.stringify(b.scope) &&
  (a.settings.fontStyle ?? '') === (b.settings.fontStyle ?? '') &&
  !a.settings.foreground === !b.settings.foreground &&
  !a.settings.background === !b.settings.background;

/**
 * The paired theme of `light` and `dark`, or undefined if their rules differ
 * (then each is tokenized on its own). A colour of the paired theme is one
 * pair of colours: two rules get the same one exactly when both themes give
 * them the same colour, so the tokenizer splits a line exactly where either
 * theme changes colour, font style or background.
 */
export function pairThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): PairedThemes | undefined {
  if (light.settings.length !== dark.settings.length || !light.settings.every((r, i) => sameRule(r, dark.settings[i]))) return undefined;
  const codes = new Map<string, string>();
  const colours = new Map<string, { light: string; dark: string }>();
  // as the tokenizer's colour map writes colours (upper case)
  const pairCode = (l: string, d: string) => {
    const pair = { light: l.toUpperCase(), dark: d.toUpperCase() };
    const key = `${pair.light} ${pair.dark}`;
    let code = codes.get(key);
    if (!code) {
      code = `#${(codes.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      codes.set(key, code);
      colours.set(code, pair);
    }
    return code;
  };
  const settings = light.settings.map((rule, i) => {
    const other = dark.settings[i].settings;
    const { foreground, background } = rule.settings;
    return {
      ...rule,
      settings: {
        ...rule.settings,
        ...(foreground && { foreground: pairCode(foreground, other.foreground!) }),
        ...(background && { background: pairCode(background, other.background!) }),
      },
    };
  });
  const theme: ThemeRegistrationResolved = {
    ...light,
    name: PAIRED_THEME,
    settings,
    fg: pairCode(light.fg, dark.fg),
    bg: pairCode(light.bg, dark.bg),
    colorReplacements: {},
  };
  const fg = `--shiki-light:${light.fg};--shiki-dark:${dark.fg}`;
  const bg = `--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`;
  const hastOptions: PairedThemes['hastOptions'] = {
    themes: { light: light.name, dark: dark.name },
    defaultColor: false,
    tokenizeTimeLimit: 0,
    fg,
    bg,
    themeName: `shiki-themes ${light.name} ${dark.name}`,
    rootStyle: `${fg};${bg}`,
  };
  return { theme, colours, hastOptions };
}

/** Loads the paired theme of the two themes into `h`; undefined if they cannot be paired. */
export async function loadPairedThemes(h: Highlighter, light: string, dark: string): Promise<PairedThemes | undefined> {
  const paired = pairThemes(h.getTheme(light), h.getTheme(dark));
  if (paired) await h.loadTheme(paired.theme);
  return paired;
}

/** `code` in `lang` as Shiki's dual-theme codeToHtml (defaultColor false) writes it, from one tokenization. */
export function pairedHtml(h: Highlighter, paired: PairedThemes, code: string, lang: string): string {
  // the theme by its name, as loaded: an object would be resolved again on every call
  const lines = h.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: PAIRED_THEME as BundledTheme, tokenizeTimeLimit: 0 });
  const tokens = lines.map((line) =>
    mergeWhitespace(
      line.map((t) => {
        const pair = paired.colours.get(t.color ?? '');
        const variants = { light: { color: pair?.light, fontStyle: t.fontStyle }, dark: { color: pair?.dark, fontStyle: t.fontStyle } };
        return flatTokenVariants({ content: t.content, offset: t.offset, variants }, ['light', 'dark'], '--shiki-', false);
      }),
    ),
  );
  const options: CodeToHastRenderOptions = { ...paired.hastOptions, lang };
  // read by transformers only, and there are none
  const context: ShikiTransformerContextSource = {
    meta: {},
    options,
    source: code,
    codeToHast: (c, o) => h.codeToHast(c, o as Parameters<Highlighter['codeToHast']>[1]),
    codeToTokens: (c, o) => h.codeToTokens(c, o as Parameters<Highlighter['codeToTokens']>[1]),
  };
  return hastToHtml(tokensToHast(tokens, options, context));
}

/**
 * Shiki's mergeWhitespaces (codeToHast's default), which it does not export:
 * a token of whitespace alone joins the token after it. The dual-theme
 * tokens it is applied to carry their style as CSS variables only, so a
 * token's font style never stops the merge there either.
 */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const out: ThemedToken[] = [];
  let carried = '';
  let offset = 0;
  line.forEach((token, i) => {
    if (/^\s+$/.test(token.content) && line[i + 1]) {
      if (!carried) offset = token.offset;
      carried += token.content;
    } else if (carried) {
      out.push({ ...token, offset, content: carried + token.content });
      carried = '';
    } else out.push(token);
  });
  return out;
}
