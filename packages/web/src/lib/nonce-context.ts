import { createContext } from 'react';

/** The CSP nonce of the page being rendered on the server, for its inline scripts; none in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
