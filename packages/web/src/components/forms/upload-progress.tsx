import type { UploadProgress as Progress } from '~/lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// Shown only while a form uploads: its bar's code (2 KB gzip) loads then; the text says the same at once.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

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
      <Suspense fallback={null}>
        <LinearProgress
          variant={progress.percent === null || done ? 'indeterminate' : 'determinate'}
          value={progress.percent ?? 0}
          aria-label="Progreso de la subida"
        />
      </Suspense>
    </Box>
  );
}
