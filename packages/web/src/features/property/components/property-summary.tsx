import {
  formatCop,
  GESTION,
  propertyDocumentTitle,
  propertyGestionLabel,
  type PropertyCard as PropertyCardData,
  type PropertyDetail,
} from '@inmo/contracts';
import { useMemo, type ComponentType } from 'react';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import { toPropertyCard } from '~/lib/to-property-card';
import { Summary } from './property-summary.styles';

// Its Menu, Popover and Tooltip (with the heart's, some 14 KB gzip with Popper) are not needed to read the
// page: they load after its first scripts (bench/results/first-page-treemap-2026-12-03-*.txt).
const PropertyShareMenu = hydratesLater(() =>
  import('./property-share-menu').then((m) => m.PropertyShareMenu),
);

/** Starts loading the share menu's code: a page opened from another shows it with the listing, not after. */
export const preloadShareMenu = PropertyShareMenu.preload;

/** The listing's heading: gestion, type, place, price, code and fees, with the heart and 'Compartir'. */
export function PropertySummary({
  detail,
  FavoriteToggle,
}: {
  detail: PropertyDetail;
  /** The heart with its tooltip. */
  FavoriteToggle: ComponentType<{ card: PropertyCardData }>;
}) {
  const card = useMemo(() => toPropertyCard(detail), [detail]);
  const isRent = detail.gestionId === GESTION.ARRIENDO;
  return (
    <Summary>
      <div className="summary-text">
        <div className="summary-kind">
          <span className={isRent ? 'summary-gestion' : 'summary-gestion is-sale'}>
            {propertyGestionLabel(detail.gestionId)}
          </span>
          <span className="summary-type">{detail.type}</span>
        </div>
        <h1>{[detail.department, detail.city, detail.neighbourhood].filter(Boolean).join(', ')}</h1>
        <p className="summary-price">
          <span>
            {formatCop(detail.price)}
            {isRent && <span className="summary-per-month"> / mes</span>}
          </span>
          <span className="summary-code">Código {detail.code}</span>
        </p>
        {detail.adminFee ? <p className="summary-fee">Administración: {formatCop(detail.adminFee)}</p> : null}
      </div>
      <div className="summary-actions">
        <FavoriteToggle card={card} />
        <PropertyShareMenu title={propertyDocumentTitle(detail)} />
      </div>
    </Summary>
  );
}
