import { styled } from '@mui/material/styles';
import { BRAND } from '~/config/theme';

// One styled element per block whose nested rules style its plain parts (as the site footer does): with a Box,
// Stack and Typography for each part, a property's facts and features were some 100 styled components whose
// styles were worked out on every render and again when the page hydrated.

const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const;

/** The icon strip: area, bedrooms, bathrooms, parking. */
export const Facts = styled('ul')(({ theme }) => ({
  ...plainList,
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(2, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.5),
    ...theme.unstable_sx({ borderRadius: 2.5 }),
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& .fact-icon': {
    width: 40,
    height: 40,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.common.white,
  },
  '& .fact-text': { minWidth: 0 },
  '& .fact-label': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  '& .fact-value': { ...theme.typography.body1, margin: 0, fontWeight: 800 },
}));

/** Both lists of features, side by side on a wide screen. */
export const Features = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '1fr 1fr' },
  '& h3': { ...theme.typography.h4, margin: 0, marginBottom: theme.spacing(1.5) },
  '& p': { ...theme.typography.body2, margin: 0 },
  '& .features-with-icon': {
    ...plainList,
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(2, 1fr)',
    marginBottom: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    '& > li': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      padding: theme.spacing(1.5),
      ...theme.unstable_sx({ borderRadius: 2 }),
      backgroundColor: BRAND.petrolLight,
      border: `1px solid ${theme.palette.divider}`,
      textAlign: 'center',
      color: theme.palette.primary.main,
    },
    '& p': { color: theme.palette.text.primary, fontWeight: 600 },
  },
  '& .features-plain': {
    ...plainList,
    gap: theme.spacing(0.75),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    '& > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
    '& svg': { fontSize: 18, color: theme.palette.secondary.dark },
  },
  '& .features-none': { color: theme.palette.text.secondary },
}));
