import { styled } from '@mui/material/styles';
import { PropertyCard } from '~/components/property-card';
import { useSimilarProperties } from '~/features/property/api/get-similar-properties';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { gridListSx, PROPERTY_CARD_COLUMNS } from '~/config/theme';

export const SIMILAR_TITLE = 'Propiedades Similares';

const SimilarSection = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(5),
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(7) },
  '& > h2': { ...theme.typography.h2, margin: 0, marginBottom: theme.spacing(2.5) },
  '& > ul': theme.unstable_sx(gridListSx(3, PROPERTY_CARD_COLUMNS)),
}));

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
    <SimilarSection aria-labelledby="similares">
      <h2 id="similares">{SIMILAR_TITLE}</h2>
      <ul>
        {items.map((card) => (
          <li key={card.code}>
            <PropertyCard card={card} />
          </li>
        ))}
      </ul>
    </SimilarSection>
  );
});
