import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes are transformed on first use; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => undefined;
