import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** True while the request is on its way: the button is disabled and says so. */
  sending: boolean;
  /** Label while idle ('ENVIAR' by default, as the legacy forms). */
  label?: string;
  sendingLabel?: string;
}

/** The form's submit button: disabled while sending, with a spinner and `aria-busy`. */
export function SubmitButton({
  sending,
  label = 'ENVIAR',
  sendingLabel = 'Enviando...',
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      {...props}
      type="submit"
      disabled={sending || disabled}
      aria-busy={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
