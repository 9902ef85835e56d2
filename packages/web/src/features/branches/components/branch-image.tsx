import type { Branch } from '@inmo/contracts';
import Box from '@mui/material/Box';

interface BranchImageProps {
  branch: Pick<Branch, 'imagen' | 'nombre'>;
  loading?: 'lazy';
  /** The card's cover crop, or the branch page's rounded corners. */
  objectFit?: 'cover';
  borderRadius?: string;
}

/** The branch's illustration, 640×400 (16:10), as wide as its box. */
export function BranchImage({ branch, loading, objectFit, borderRadius }: BranchImageProps) {
  return (
    <Box
      component="img"
      src={branch.imagen}
      alt={`Ilustración de la sede ${branch.nombre}`}
      width={640}
      height={400}
      loading={loading}
      sx={{
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 10',
        objectFit,
        borderRadius,
        display: 'block',
      }}
    />
  );
}
