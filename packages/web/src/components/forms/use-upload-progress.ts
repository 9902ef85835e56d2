import { useCallback, useState } from 'react';
import type { UploadProgress } from '~/lib/api-client';

type ProgressListener = (progress: UploadProgress) => void;

/**
 * Progress of a multipart submit for `<UploadProgress>`: shown from the start of `track` (size not yet
 * known) and hidden again when the upload ends, whatever its outcome.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const track = useCallback(async <T>(upload: (onProgress: ProgressListener) => Promise<T>): Promise<T> => {
    setProgress({ loaded: 0, total: 0, percent: null });
    try {
      return await upload(setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, track } as const;
}
