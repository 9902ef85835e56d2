import {
  formatCop,
  GESTION,
  propertyGestionLabel,
  type PropertyCard as PropertyCardData,
  PHOTO_WIDTHS,
  PHOTO_HEIGHTS,
  formatArea,
} from '@inmo/contracts';
import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined';
import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SquareFootOutlinedIcon from '@mui/icons-material/SquareFootOutlined';
import { styled } from '@mui/material/styles';
import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '~/config/paths';
import { coverImage } from '~/lib/cover-image';

/**
 * The button a card shows over its photo: the favorites' heart. The card is shared and the favorites are a
 * feature, so the route (or the feature) that lists cards provides it; without it a card has no button.
 */
export const CardActionContext = createContext<((card: PropertyCardData) => ReactNode) | null>(null);

/** Photos are generated 4:3; the box reserves that space before the image arrives (no layout shift). */
export const CARD_PHOTO_RATIO = '4 / 3';

interface PropertyCardProps {
  card: PropertyCardData;
  /** First card above the fold: loaded eagerly with `fetchpriority="high"`. */
  priority?: boolean;
  /** Heading level of the card title inside the page outline. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * One styled element whose nested rules style the card's plain parts. The cards are the search page's largest
 * part (12 on `/`): with a Box, Stack or Typography for each part they were 29 styled components each, whose
 * styles were worked out again at every hydration.
 */
const Card = styled('article')(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: theme.palette.background.paper,
  borderRadius: 16,
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  // Most cards are off screen when a page opens: laid out and painted only when scrolled near.
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 460px',
  transition: 'box-shadow 200ms ease, transform 200ms ease',
  '&:hover': { boxShadow: '0 12px 32px rgba(11,79,108,0.14)', transform: 'translateY(-2px)' },
  '&:hover img': { transform: 'scale(1.04)' },
  '&:focus-within': { boxShadow: '0 12px 32px rgba(11,79,108,0.14)' },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover': { transform: 'none' },
    '&:hover img': { transform: 'none' },
  },
  '& .card-photo': {
    position: 'relative',
    aspectRatio: CARD_PHOTO_RATIO,
    overflow: 'hidden',
    backgroundColor: theme.palette.primary.light,
    color: theme.palette.common.white,
    display: 'grid',
    placeItems: 'center',
    '& > svg': { fontSize: 64, opacity: 0.8 },
  },
  '& .card-photo img': coverImage,
  '& .card-gestion': {
    position: 'absolute',
    top: 12,
    left: 12,
    padding: theme.spacing(0.5, 1.25),
    borderRadius: 999,
    fontSize: '0.75rem',
    fontWeight: 750,
    letterSpacing: '0.08em',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.secondary.main,
    '&[data-rent]': { color: theme.palette.common.white, backgroundColor: theme.palette.primary.main },
  },
  '& .card-favorite': { position: 'absolute', top: 8, right: 8, zIndex: 2 },
  '& .card-body': { padding: theme.spacing(2), flexGrow: 1, display: 'flex', flexDirection: 'column' },
  '& .card-body > :not(:first-child)': { marginTop: theme.spacing(1) },
  '& .card-code': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    fontWeight: 600,
    letterSpacing: '0.04em',
  },
  '& .card-title': { ...theme.typography.h5, margin: 0, lineHeight: 1.3 },
  '& .card-title a': {
    color: 'inherit',
    textDecoration: 'none',
    // Stretched link: the whole card is the click target, the heart sits above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: -3,
      borderRadius: 16,
    },
  },
  '& .card-place': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
    minWidth: 0,
    '& svg': { fontSize: 18 },
    '& p': {
      ...theme.typography.body2,
      margin: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
  '& .card-price': {
    ...theme.typography.body1,
    margin: 0,
    paddingTop: theme.spacing(0.5),
    fontSize: '1.25rem',
    fontWeight: 800,
    color: theme.palette.primary.main,
    letterSpacing: '-0.01em',
    '& span': { ...theme.typography.body2, color: theme.palette.text.secondary, fontWeight: 500 },
  },
  '& .card-facts': {
    listStyle: 'none',
    margin: 0,
    padding: theme.spacing(1.25, 0, 0),
    borderTop: `1px solid ${theme.palette.divider}`,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(0.75),
  },
  // Below the rest, at the card's foot.
  '& .card-body > .card-facts': { marginTop: 'auto' },
  '& .card-facts li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
    fontSize: '0.875rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    '& svg': { fontSize: 19, color: theme.palette.primary.main },
  },
  // PropertyCardSkeleton: grey where the photo and the lines come.
  '&[data-skeleton]': {
    contentVisibility: 'visible',
    '& .card-photo, & .card-code, & .card-title, & .card-place, & .card-price': {
      backgroundColor: theme.palette.action.hover,
    },
    '& .card-code, & .card-title, & .card-place, & .card-price': { borderRadius: 4, width: '55%' },
    '& .card-title': { width: '70%' },
    '& .card-code': { width: '35%' },
  },
  // Hidden from sight, read by screen readers.
  '& .card-sr-only': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
}));

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li title={label}>
      {icon}
      <span className="card-sr-only">{label}</span>
      <span aria-hidden>{children}</span>
    </li>
  );
}

/**
 * A listing in a results grid, carousel or list: photo, type, gestion, location, price, facts and the
 * favorite toggle. The whole card is clickable through the title link (stretched over the card), so
 * the heart stays a separate button and screen readers hear one link per card.
 */
export function PropertyCard({
  card,
  priority = false,
  headingComponent: Heading = 'h3',
}: PropertyCardProps) {
  const title = `${card.type} en ${card.gestion.toLowerCase()}`;
  const location = [card.neighbourhood, card.city].filter(Boolean).join(', ');
  const area = formatArea(card.builtArea ?? card.lotArea);
  const isRent = card.gestionId === GESTION.ARRIENDO;
  const action = useContext(CardActionContext);

  return (
    <Card aria-label={`${title}, ${location}, ${card.code}`}>
      <div className="card-photo">
        {card.photo ? (
          <img
            src={card.photo.small}
            alt={`${title} en ${location}`}
            width={PHOTO_WIDTHS.small}
            height={PHOTO_HEIGHTS.small}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <HomeWorkOutlinedIcon aria-hidden />
        )}
        <span className="card-gestion" data-rent={isRent || undefined}>
          {propertyGestionLabel(card.gestionId)}
        </span>
        {action && <div className="card-favorite">{action(card)}</div>}
      </div>

      <div className="card-body">
        <span className="card-code">Código {card.code}</span>
        <Heading className="card-title">
          <RouterLink to={propertyPath(card.code)}>{title}</RouterLink>
        </Heading>
        <div className="card-place">
          <PlaceOutlinedIcon aria-hidden />
          <p title={location}>{location}</p>
        </div>
        <p className="card-price">
          {formatCop(card.price)}
          {isRent && <span> / mes</span>}
        </p>
        <ul className="card-facts" aria-label="Características">
          {area && (
            <Fact icon={<SquareFootOutlinedIcon aria-hidden />} label={`Área: ${area}`}>
              {area}
            </Fact>
          )}
          <Fact icon={<BedOutlinedIcon aria-hidden />} label={`Habitaciones: ${card.bedrooms}`}>
            {card.bedrooms}
          </Fact>
          <Fact icon={<BathtubOutlinedIcon aria-hidden />} label={`Baños: ${card.bathrooms}`}>
            {card.bathrooms}
          </Fact>
          <Fact icon={<DirectionsCarOutlinedIcon aria-hidden />} label={`Parqueaderos: ${card.parking}`}>
            {card.parking}
          </Fact>
        </ul>
      </div>
    </Card>
  );
}

/**
 * A card with nothing in it yet, as tall as a card whose title and facts take a line each: it holds a card's
 * place until its listing (or its code) arrives. `children` show over its photo.
 */
export function PropertyCardSkeleton({ children }: { children?: ReactNode }) {
  return (
    <Card as="div" data-skeleton="">
      <div className="card-photo">{children}</div>
      <div className="card-body" aria-hidden>
        <span className="card-code">&nbsp;</span>
        <p className="card-title">&nbsp;</p>
        <div className="card-place">
          <p>&nbsp;</p>
        </div>
        <p className="card-price">&nbsp;</p>
        <ul className="card-facts">
          <li>&nbsp;</li>
        </ul>
      </div>
    </Card>
  );
}
