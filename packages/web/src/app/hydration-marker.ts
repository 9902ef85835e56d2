/**
 * On the page while its server-rendered HTML waits for React (HydrationGate). Its own module, so the
 * loader (main.tsx) can read it without importing React.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
