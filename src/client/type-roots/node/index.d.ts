// Deliberately empty. Some packages' types (@types/n3) say
// `/// <reference types="node" />`, which would bring Node's globals and
// `node:*` modules into the browser program; tsconfig.client.json resolves
// that reference here instead, so a client module that uses `process`,
// `Buffer` or `node:fs` does not compile.
export {};
