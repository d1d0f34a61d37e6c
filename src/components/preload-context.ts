// The client files a page asks for early (generator/bundle-startup.ts), given
// by the document to the islands inside it.
import { createContext } from 'react';
import type { Preloads } from '../shared/island-sources.ts';

export const PreloadContext = createContext<Preloads | undefined>(undefined);
