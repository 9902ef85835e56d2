import { styled, type Theme } from '@mui/material/styles';

// One styled element whose nested rules style the column's plain parts (as property-features.styles.ts).

/** MUI Stack's spacing in a styled column: a margin above every child but the first. */
export function stackSpacing(theme: Theme, space: number) {
  return { '& > :not(style) ~ :not(style)': { marginTop: theme.spacing(space) } } as const;
}

/** The listing's column: its blocks 32 px apart (as a Stack), each section's heading, text and tags. */
export const MainColumn = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...stackSpacing(theme, 4),
  // Only the column's own headings: the blocks inside (the mortgage card) style theirs.
  '& > section > h2': { ...theme.typography.h2, margin: 0, marginBottom: theme.spacing(2) },
  '& > section > h2.before-text': { marginBottom: theme.spacing(1.5) },
  '& .property-description': {
    ...theme.typography.body1,
    margin: 0,
    whiteSpace: 'pre-line',
    lineHeight: 1.75,
  },
  '& .property-tags': {
    listStyle: 'none',
    margin: 0,
    marginTop: theme.spacing(2),
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    '& > li': {
      display: 'inline-flex',
      alignItems: 'center',
      maxWidth: '100%',
      height: 32,
      boxSizing: 'border-box',
      border: `1px solid ${theme.palette.grey[400]}`,
      borderRadius: 16,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      color: theme.palette.text.primary,
    },
    '& > li > span': { padding: '0 11px', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
}));
