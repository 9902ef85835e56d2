import Box from '@mui/material/Box';
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

interface SubmitRowProps extends Omit<SubmitButtonProps, 'sx'> {
  /** Least width from `sm` up. */
  minWidth?: number;
}

/** A page form's button on a row of its own: full width on a phone, its own width from `sm` up. */
export function SubmitRow({ minWidth, ...props }: SubmitRowProps) {
  return (
    <Box>
      <SubmitButton
        {...props}
        sx={{
          width: { xs: '100%', sm: 'auto' },
          ...(minWidth !== undefined && { minWidth: { sm: minWidth } }),
        }}
      />
    </Box>
  );
}
