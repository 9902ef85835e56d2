import type { UploadProgress as Progress } from '~/lib/api-client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Upload progress of a multipart submit (XMLHttpRequest upload events). */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  const done = progress.percent === 100;
  const text =
    progress.percent === null
      ? 'Subiendo archivos...'
      : done
        ? 'Archivos subidos. Procesando la solicitud...'
        : `Subiendo archivos... ${progress.percent} %`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} aria-live="polite">
        {text}
      </Typography>
      <LinearProgress
        variant={progress.percent === null || done ? 'indeterminate' : 'determinate'}
        value={progress.percent ?? 0}
        aria-label="Progreso de la subida"
      />
    </Box>
  );
}
