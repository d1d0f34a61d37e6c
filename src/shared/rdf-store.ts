// An n3 Store that costs ~8× less memory. n3 indexes quads in nested plain
// objects keyed by numeric entity ids, counted from 1. V8 gives an empty object
// that receives a small integer key a "fast" element array sized up to that
// key (any key within 1,024 of its capacity), so each of the ~10,000 little
// index objects of a 3,000-quad graph held an array of up to ~1,500 slots:
// 29 MB instead of 3.4 MB. Starting the ids past that gap makes V8 store
// those keys in a small dictionary instead; lookups are as fast or faster.
// Shared by the build and the browser's SPARQL editor (no Node imports).
import * as N3 from 'n3';
import { Store, type Quad } from 'n3';

// exported by n3 since 1.17, missing from @types/n3
const { EntityIndex } = N3 as unknown as { EntityIndex: new () => { _id: number } };

/** Past V8's kMaxGap (1,024): the first integer key of an empty object then goes to dictionary elements. */
const FIRST_ENTITY_ID = 2048;

export function createStore(quads?: Quad[]): Store {
  const entityIndex = new EntityIndex();
  // `_id` is the last id handed out; n3 increments it before each new entity
  entityIndex._id = FIRST_ENTITY_ID;
  const store = new Store(undefined, { entityIndex } as never);
  if (quads) store.addQuads(quads);
  return store;
}
