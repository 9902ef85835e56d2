import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BaseSyntheticEvent, ReactNode } from 'react';

interface PostFormProps {
  /** useFormMutation's `onSubmit`. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The `<form>` of a form sent by script: react-hook-form checks the fields (the browser's own checks are off)
 * and `method="post"` keeps typed values out of the address bar if it is sent before hydration.
 */
export function PostForm({ onSubmit, children, ...props }: PostFormProps) {
  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} {...props}>
      {children}
    </Box>
  );
}
