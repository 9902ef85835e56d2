import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '~/components/layout/skip-link';
import { SiteHeader } from '~/components/layout/site-header';
import { FavoritesButton } from '~/features/favorites/components/favorites-button';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import { RouteError } from '~/components/route-error';

// Below the fold, links that work before it runs: it hydrates after the page (2.9 KB gzip less first).
const SiteFooter = hydratesLater(() => import('~/components/layout/site-footer').then((m) => m.SiteFooter));

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // On paper the page is the content (the mortgage table, a listing): no menus, no footer.
        '@media print': { '& > header, & footer, & > a': { display: 'none' } },
      }}
    >
      <SkipLink />
      <SiteHeader favorites={<FavoritesButton />} />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in after their data
          arrives do not push it around on screen. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}

/** Header, page and footer around every route but the printable PQRS record. */
export default function ShellLayout() {
  const { pathname } = useLocation();
  // Spec §2: the view is re-created whenever the full path changes.
  return (
    <Shell>
      <Fragment key={pathname}>
        <Outlet />
      </Fragment>
    </Shell>
  );
}

/** A page that fails leaves the header and footer usable. */
export function ErrorBoundary() {
  return (
    <Shell>
      <RouteError />
    </Shell>
  );
}
