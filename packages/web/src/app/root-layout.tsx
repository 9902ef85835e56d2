import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType, useOutlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { RouteErrorBoundary } from './route-error';

/** A new page starts at its top; back and forward leave the scroll to the browser, which restores it. */
function useScrollToTopOnNewPage(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Header, page and footer around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  useScrollToTopOnNewPage(pathname);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in after their data
          arrives do not push it around on screen (detail page CLS was 0.65). */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        {/* Spec §2: the view is re-created whenever the full path changes; while a page's code arrives
            its loader shows ('Cargando...'), and a page that fails leaves the header and footer usable. */}
        <RouteErrorBoundary key={pathname}>{outlet}</RouteErrorBoundary>
      </Box>
      <SiteFooter />
    </Box>
  );
}
