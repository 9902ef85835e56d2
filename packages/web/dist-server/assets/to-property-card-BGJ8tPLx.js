import { Tt as readPropertyCard } from "../entry-server.js";
// src/features/favorites/lib/to-property-card.ts
/** The card part of a detail answer (what favorites store): detail-only fields are dropped. */
function toPropertyCard(detail) {
	const card = readPropertyCard(detail);
	if (!card) throw new Error(`El inmueble ${detail.code} no tiene los datos de una tarjeta`);
	return card;
}
export { toPropertyCard as t };
