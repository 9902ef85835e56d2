import { GESTION, HOUSING_TYPE_IDS, propertyAgeText, type PropertyDetail } from '@inmo/contracts';
import { lazy, type ComponentType } from 'react';
import { NearScreenMap } from '~/components/map/near-screen-map';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { PropertyFacts, PropertyFeatures } from './property-features';
import { PhotoSlider } from './property-gallery';
import { MainColumn } from './property-main-part.styles';

const PropertyLocationMap = lazy(() => import('./property-location-map'));

/** The listing's column: facts, photos, description, features, the map and the mortgage simulation. */
export const PropertyMainPart = hydratedApart(function PropertyMainPart({
  detail,
  photoAlt,
  onOpenPhoto,
  withMap,
  MortgageCard,
}: {
  detail: PropertyDetail;
  photoAlt: string;
  onOpenPhoto: (index: number) => void;
  /** A tile provider is set (none in production: MAP_TILE_URL unset). */
  withMap: boolean;
  /** The mortgage simulation of a housing sale. */
  MortgageCard: ComponentType<{ price: number }>;
}) {
  const age = propertyAgeText(detail.age);
  const tags = [
    age,
    detail.estrato !== null ? `Estrato ${detail.estrato}` : null,
    detail.branch ? `Sede ${detail.branch}` : null,
  ].filter((tag) => tag !== null);
  return (
    <MainColumn>
      <PropertyFacts detail={detail} />
      <section aria-labelledby="fotos">
        <h2 id="fotos">Fotos</h2>
        <PhotoSlider photos={detail.photos} alt={photoAlt} onOpen={onOpenPhoto} />
      </section>
      <section aria-labelledby="acerca">
        <h2 id="acerca" className="before-text">
          Acerca de la propiedad
        </h2>
        <p className="property-description">{detail.description}</p>
        {tags.length > 0 && (
          <ul className="property-tags">
            {tags.map((tag) => (
              <li key={tag}>
                <span>{tag}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="caracteristicas">
        <h2 id="caracteristicas">Características</h2>
        <PropertyFeatures detail={detail} />
      </section>
      {detail.latitude !== null && detail.longitude !== null && withMap && (
        <section aria-labelledby="ubicacion">
          <h2 id="ubicacion">Ubicación</h2>
          <NearScreenMap height={320}>
            <PropertyLocationMap
              lat={detail.latitude}
              lng={detail.longitude}
              exact={detail.exactLocation === true}
              label={
                detail.exactLocation
                  ? `Ubicación del inmueble, en ${detail.neighbourhood}`
                  : `Zona aproximada del inmueble, en ${detail.neighbourhood}`
              }
            />
          </NearScreenMap>
        </section>
      )}
      {detail.gestionId === GESTION.VENTA && HOUSING_TYPE_IDS.includes(detail.typeId) && (
        <MortgageCard price={detail.price} />
      )}
    </MainColumn>
  );
});
