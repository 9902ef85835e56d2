import { FORM_MESSAGES } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import { TextWithLinks } from './text-with-links';

/** The failure of the last attempt (spec §8 message), announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" variant="outlined">
      <TextWithLinks text={message} />
    </Alert>
  );
}

/** Inline success for forms embedded in other pages (they stay where they are). */
export function FormSuccessAlert({ show, detail }: { show: boolean; detail?: string }) {
  if (!show) return null;
  return (
    <Alert severity="success" role="status">
      <AlertTitle sx={{ mb: detail ? 0.5 : 0 }}>{FORM_MESSAGES.success}</AlertTitle>
      {detail}
    </Alert>
  );
}
