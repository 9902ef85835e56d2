import Button, { type ButtonProps } from '@mui/material/Button';
import { NavLink } from 'react-router';

type NavLinkButtonProps = Omit<ButtonProps<typeof NavLink>, 'component'>;

/** A text button that routes and marks the current page (aria-current="page" comes from NavLink). */
export function NavLinkButton({ sx, ...props }: NavLinkButtonProps) {
  return (
    <Button
      component={NavLink}
      end
      color="inherit"
      sx={{
        position: 'relative',
        borderRadius: 2,
        px: 1.5,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        '&.active': { color: 'primary.main' },
        '&.active::after': {
          content: '""',
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 2,
          height: 3,
          borderRadius: 2,
          bgcolor: 'secondary.main',
        },
        ...sx,
      }}
      {...props}
    />
  );
}
