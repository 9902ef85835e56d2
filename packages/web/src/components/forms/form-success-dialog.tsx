import { FORM_MESSAGES } from '@inmo/contracts';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';

// Apart from form-alerts.tsx: a form that never shows it (maintenance, PQRS) does not load MUI's Dialog.
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
