import type { PropertyDetail } from '@inmo/contracts';
import { styled } from '@mui/material/styles';
import { stackSpacing } from './property-main-part.styles';
import { hydratedApart, hydratesLater } from '~/lib/hydration/hydration-parts';
import { AdvisorCard } from './advisor-card';

// Below the first screen on a phone, and their code (zod, the form kit) was a fifth of the page's first
// scripts: they hydrate after the rest (bench/results/time-to-interactive-2026-11-27-property-later-parts.txt).
const PropertyContactForm = hydratesLater(() =>
  import('./property-contact-form').then((m) => m.PropertyContactForm),
);

/** Its blocks 24 px apart (as a Stack), sticky beside the listing from `md`. */
const SideColumn = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  ...stackSpacing(theme, 3),
  [theme.breakpoints.up('md')]: { position: 'sticky', top: 96 },
}));

/** The advisor and the contact form, beside the listing from `md` (sticky), below it on a phone. */
export const PropertySidePart = hydratedApart(function PropertySidePart({
  advisor,
  propertyCode,
}: {
  advisor: PropertyDetail['advisor'];
  propertyCode: string;
}) {
  return (
    <SideColumn>
      <AdvisorCard advisor={advisor} propertyCode={propertyCode} />
      <PropertyContactForm propertyCode={propertyCode} />
    </SideColumn>
  );
});
