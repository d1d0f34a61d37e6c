/**
 * The default of a switch over every kind of a union: a kind added to the
 * union and forgotten in the switch does not compile, since the value that
 * reaches here is then not `never`.
 */
export function unreachable(value: never): never {
  throw new Error(`unhandled kind: ${JSON.stringify(value)}`);
}
