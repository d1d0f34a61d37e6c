// The limits the build holds input to, each named once with its reason. A
// limit is a rule like the confinement of output paths (write/confine.ts) or
// the scheme allow-list (src/shared/safe-url.ts): input past it is refused by
// `check` and `build` alike with one line naming the file and the limit,
// never a stack overflow, an out-of-memory crash or a hang. README.md
// ("Limits") lists them for editors.

/**
 * Markdown pages are refused above this size (bytes). Rendering is linear, about 0.3 s
 * per MB here; the limit keeps a pasted dump or a runaway generator from stalling every build.
 */
export const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;

/**
 * Deeper nesting of block quotes and list items at the start of one line (`> > >`, `- - -`,
 * `1. 1.`) is refused: marked recurses once per level and overflows the stack near 1,000.
 */
export const MAX_BLOCK_NESTING = 100;

/**
 * The longest file or folder name, in bytes of UTF-8: 255 on ext4, APFS, NTFS and in tar.
 * An address segment (a slug, a file name in static/) longer than this cannot be written.
 */
export const MAX_NAME_BYTES = 255;

/**
 * The longest literal in the graph, in bytes of UTF-8. A label or definition is a few hundred
 * bytes; 1 MB leaves room for long descriptions, while a 20 MB literal pasted by mistake made
 * every page and dump that shows it too large to write.
 */
export const MAX_LITERAL_BYTES = 1024 * 1024;

/**
 * The deepest chain of blank nodes (nested `[ … ]` or RDF lists `( … )`, whose every item is a
 * blank node): the RDF/XML and JSON-LD writers and SHACL recurse once per level. 1,000 is far
 * past any real description (the site's data nests 3 deep) and far below the stack's limit.
 */
export const MAX_BLANK_NODE_DEPTH = 1000;

/**
 * The most a SPARQL endpoint's answer may hold once decompressed (bytes). A page of 1,000 rows
 * is a few hundred KB; a gzip bomb (a few KB inflating to gigabytes) is stopped here instead of
 * filling the build's memory.
 */
export const MAX_ENDPOINT_ANSWER_BYTES = 256 * 1024 * 1024;
