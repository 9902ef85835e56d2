import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { PageHero } from '~/components/page-hero';

interface AlertsPageLayoutProps {
  title: string;
  maxWidth: 'sm' | 'md';
  children: ReactNode;
}

/** The alert mails' pages: the coloured hero with their h1, then their content. */
export function AlertsPageLayout({ title, maxWidth, children }: AlertsPageLayoutProps) {
  return (
    <>
      <PageHero overline="Alertas de búsqueda" title={title} />
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </>
  );
}
