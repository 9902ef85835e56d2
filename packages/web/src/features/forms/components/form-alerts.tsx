import { FORM_MESSAGES } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The failure of the last attempt (spec §8 message), announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" variant="outlined">
      {message}
    </Alert>
  );
}

interface FormSuccessDialogProps {
  open: boolean;
  detail?: string;
}

/**
 * 'Envio exitoso' (spec §4/§8): the legacy alert, as a dialog; closing it (button, Escape or backdrop)
 * goes to the site root, as every form that shows it does.
 */
export function FormSuccessDialog({ open, detail }: FormSuccessDialogProps) {
  const navigate = useNavigate();
  const onClose = () => void navigate('/');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="form-success-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="form-success-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleRoundedIcon color="success" aria-hidden />
        {FORM_MESSAGES.success}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {detail ??
            'Recibimos tu solicitud. Te enviamos una confirmación a tu correo y pronto te contactaremos.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Volver al inicio
        </Button>
      </DialogActions>
    </Dialog>
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
