import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes are transformed on first use; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// A test of server code runs in node (`// @vitest-environment node`): no window there.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
if (inBrowser) window.scrollTo = () => undefined;
