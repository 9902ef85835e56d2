import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CountBadgeProps {
  count: number;
  /** The icon the count sits on. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A count on the top right corner of an icon, shown above 0, '99+' above 99 (MUI's Badge look). The
 * number is for the eye only: the control around it names the count for screen readers.
 */
export function CountBadge({ count, children, 'data-testid': testId }: CountBadgeProps) {
  return (
    <Box component="span" data-testid={testId} sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          className="count-badge"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            boxSizing: 'border-box',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1,
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}
