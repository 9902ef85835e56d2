import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PropertyCard } from '~/components/property-card';
import { useSimilarProperties } from '~/features/property/api/get-similar-properties';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { gridListSx, PROPERTY_CARD_COLUMNS } from '~/config/theme';

export const SIMILAR_TITLE = 'Propiedades Similares';

/** Shown only when there are listings like this one: none rather than unrelated ones. */
export const SimilarPropertiesPart = hydratedApart(function SimilarPropertiesPart({
  code,
}: {
  code: string;
}) {
  const similar = useSimilarProperties(code);
  const items = similar.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similares" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="similares" variant="h2" sx={{ mb: 2.5 }}>
        {SIMILAR_TITLE}
      </Typography>
      <Box component="ul" sx={gridListSx(3, PROPERTY_CARD_COLUMNS)}>
        {items.map((card) => (
          <li key={card.code}>
            <PropertyCard card={card} />
          </li>
        ))}
      </Box>
    </Box>
  );
});
