// React and the router, imported (and so evaluated) before the app itself: see main.tsx.
export { hydrateRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router';
