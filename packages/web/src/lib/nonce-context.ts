import { createContext } from 'react';

/** The nonce that marks the server-rendered page's own inline scripts (AppLoadContext.nonce); none in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
