import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Fragment } from 'react';
import { ScrollRestoration, useLocation, useNavigation, useOutlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';

/** Header, page and footer around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const outlet = useOutlet();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          aria-label="Cargando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
        />
      )}
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in after their data
          arrives do not push it around on screen (detail page CLS was 0.65). */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        {/* Spec §2: the view is re-created whenever the full path changes. */}
        <Fragment key={pathname}>{outlet}</Fragment>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
