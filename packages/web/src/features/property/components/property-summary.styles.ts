import { styled } from '@mui/material/styles';

// One styled element whose nested rules style the heading's plain parts (as property-features.styles.ts).

/** The listing's heading: its text on the left, the heart and 'Compartir' under it or, wide, on the right. */
export const Summary = styled('div')(({ theme }) => {
  const wide = theme.breakpoints.up('md');
  return {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(3),
    [wide]: { flexDirection: 'row', alignItems: 'flex-end' },
    '& .summary-text': { minWidth: 0 },
    '& .summary-kind': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      marginBottom: theme.spacing(1),
    },
    '& .summary-gestion': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      whiteSpace: 'nowrap',
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      fontWeight: 750,
      letterSpacing: '0.08em',
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&.is-sale': {
        backgroundColor: theme.palette.secondary.main,
        color: theme.palette.secondary.contrastText,
      },
    },
    '& .summary-type': { ...theme.typography.overline, lineHeight: 1.5, color: theme.palette.text.secondary },
    '& h1': {
      ...theme.typography.h1,
      margin: 0,
      fontSize: '1.625rem',
      [wide]: { fontSize: '2.25rem' },
    },
    '& .summary-price': {
      ...theme.typography.body1,
      margin: 0,
      marginTop: theme.spacing(1),
      fontSize: '1.375rem',
      [wide]: { fontSize: '1.625rem' },
      fontWeight: 800,
      color: theme.palette.primary.main,
      // Price and code as two unbreakable pieces: the code goes whole to the next line when it must
      // ('Código 919-' / '2202' broke on the phone).
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: theme.spacing(1.5),
      '& > span': { whiteSpace: 'nowrap' },
    },
    '& .summary-per-month, & .summary-code': {
      ...theme.typography.body1,
      color: theme.palette.text.secondary,
    },
    '& .summary-per-month': { fontWeight: 500 },
    '& .summary-code': { fontWeight: 600 },
    '& .summary-fee': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
    // The heart and 'Compartir' hydrate later: on a page opened from another they show once their code has
    // arrived, and their row keeps an IconButton's height meanwhile (the facts under it stay put).
    '& .summary-actions': { display: 'flex', gap: theme.spacing(1.5), minHeight: 40 },
  };
});
