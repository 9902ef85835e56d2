import { styled } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * One styled element whose nested rules style the footer's plain parts: with a Box, Stack, Typography or Link
 * for each part it was 144 styled components on every page, whose styles were worked out again when it hydrated.
 */
export const Footer = styled('footer')(({ theme }) => {
  const md = theme.breakpoints.up('md');
  const body2 = { ...theme.typography.body2, margin: 0 };
  return {
    backgroundColor: theme.palette.primary.dark,
    color: theme.palette.common.white,
    marginTop: 'auto',
    '--focus-ring': theme.palette.secondary.main,
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& .footer-main': {
      paddingTop: theme.spacing(5),
      paddingBottom: theme.spacing(4),
      [md]: { paddingTop: theme.spacing(7) },
    },
    '& .footer-columns': {
      display: 'grid',
      gap: theme.spacing(4),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '& > .wide': { gridColumn: '1 / -1' },
      [md]: {
        gap: theme.spacing(5),
        gridTemplateColumns: '4fr 2.5fr 2.5fr 3fr',
        '& > .wide': { gridColumn: 'auto' },
      },
    },
    '& .footer-about': {
      ...body2,
      marginTop: theme.spacing(2),
      maxWidth: 360,
      color: 'rgba(255,255,255,0.8)',
    },
    '& .footer-social': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(2) },
    '& .footer-column h2': {
      ...theme.typography.overline,
      margin: 0,
      color: theme.palette.secondary.light,
      display: 'block',
      marginBottom: theme.spacing(1.25),
      lineHeight: 1.6,
    },
    '& .footer-column ul': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '& .footer-link': {
      color: 'rgba(255,255,255,0.85)',
      textDecoration: 'none',
      fontSize: '0.875rem',
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      minHeight: 28,
      '&:hover': { textDecoration: 'underline', color: theme.palette.common.white },
    },
    '& .footer-hours': {
      display: 'flex',
      gap: theme.spacing(1),
      color: 'rgba(255,255,255,0.75)',
      paddingTop: theme.spacing(0.5),
      '& p': body2,
    },
    '& .footer-branches': { marginTop: theme.spacing(5), [md]: { marginTop: theme.spacing(6) } },
    '& .footer-branches h2': { ...theme.typography.h3, margin: 0 },
    '& .footer-region': { marginTop: theme.spacing(2.5) },
    '& .footer-region h3': {
      ...theme.typography.h6,
      margin: 0,
      marginBottom: theme.spacing(1.25),
      color: 'rgba(255,255,255,0.92)',
    },
    '& .footer-region ul': {
      display: 'grid',
      gap: theme.spacing(1.5),
      gridTemplateColumns: '1fr',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
    '& .footer-branch': {
      padding: theme.spacing(1.5),
      borderRadius: 25,
      backgroundColor: 'rgba(255,255,255,0.06)',
      border: '1px solid rgba(255,255,255,0.1)',
      height: '100%',
      [md]: { padding: theme.spacing(1.75) },
      '& h4': {
        ...theme.typography.body1,
        margin: 0,
        fontWeight: 800,
        fontSize: '0.875rem',
        letterSpacing: '0.04em',
      },
      '& p': {
        ...body2,
        color: 'rgba(255,255,255,0.78)',
        display: 'flex',
        gap: theme.spacing(0.75),
        marginTop: theme.spacing(0.5),
        alignItems: 'flex-start',
        '& svg': { marginTop: 2 },
      },
      '& svg': { fontSize: 17, color: theme.palette.secondary.light },
      '& .footer-link': { ...theme.typography.body2, fontSize: '0.875rem', marginTop: theme.spacing(0.5) },
    },
    '& .footer-sr-only': visuallyHidden,
    '& .footer-legal': { borderTop: '1px solid rgba(255,255,255,0.12)' },
    '& .footer-legal > div': {
      paddingTop: theme.spacing(2.5),
      paddingBottom: theme.spacing(2.5),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      justifyContent: 'space-between',
      color: 'rgba(255,255,255,0.72)',
      [md]: { flexDirection: 'row', alignItems: 'center' },
      '& p': body2,
      '& ul': { display: 'flex', gap: theme.spacing(2.5) },
    },
  };
});
