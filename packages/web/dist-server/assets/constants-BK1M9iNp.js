// ../contracts/src/property/constants.ts
/** Operation (gestion) ids of this agency in SIMI; 0 means "any". */
var GESTION = {
	ANY: 0,
	ARRIENDO: 1,
	VENTA: 5
};
var GESTION_LABELS = {
	1: "Arriendo",
	5: "Venta"
};
/** Spec §9. "Any" gestion spans both ranges so that a price filter never hides every sale. */
var PRICE_BOUNDS = {
	[GESTION.ARRIENDO]: {
		min: 7e5,
		max: 5e7
	},
	[GESTION.VENTA]: {
		min: 1e8,
		max: 2e9
	},
	[GESTION.ANY]: {
		min: 7e5,
		max: 2e9
	}
};
/**
* Widths of a listing photo's two files (4:3). 800 px serves a phone's full-width banner and cards at
* up to about 2.3x density; 1600 px the detail slider, lightbox and desktop banners.
*/
var PHOTO_WIDTHS = {
	small: 800,
	large: 1600
};
var PHOTO_HEIGHTS = {
	small: 600,
	large: 1200
};
var PRICE_STEP = 5e4;
var PROPERTY_CODE_PREFIX = "919-";
var NOT_FOUND_ALERT_MS = 1500;
var PROPERTY_TYPES = [
	{
		id: 1,
		name: "Apartamento"
	},
	{
		id: 2,
		name: "Casa"
	},
	{
		id: 3,
		name: "Consultorio"
	},
	{
		id: 4,
		name: "Oficina"
	},
	{
		id: 5,
		name: "Local"
	},
	{
		id: 6,
		name: "Bodega"
	},
	{
		id: 7,
		name: "Lote"
	},
	{
		id: 8,
		name: "Finca"
	},
	{
		id: 10,
		name: "Edificio"
	},
	{
		id: 11,
		name: "Apartaestudio"
	}
];
var SORT_OPTIONS = [
	{
		value: "fecha",
		label: "Más recientes"
	},
	{
		value: "menor-precio",
		label: "Menor precio"
	},
	{
		value: "mayor-precio",
		label: "Mayor precio"
	}
];
var DEFAULT_SORT = "fecha";
/** Features the spec draws an icon for; the key is what the web maps to an icon. */
var KNOWN_FEATURES = [
	{
		key: "zonas-verdes",
		name: "Zonas verdes"
	},
	{
		key: "salon-comunal",
		name: "Salón comunal"
	},
	{
		key: "juegos-infantiles",
		name: "Juegos infantiles"
	},
	{
		key: "gimnasio",
		name: "Gimnasio"
	},
	{
		key: "sauna",
		name: "Sauna"
	},
	{
		key: "bano-turco",
		name: "Baño turco"
	},
	{
		key: "ascensor",
		name: "Ascensor"
	},
	{
		key: "shut-basuras",
		name: "Shut de basuras"
	},
	{
		key: "cancha-multiple",
		name: "Cancha múltiple"
	}
];
var PROPERTY_MESSAGES = {
	notFound: (code) => `No se encontró el inmueble: ${code}`,
	noResults: "Sin resultados",
	loading: "Cargando...",
	loadingFeatured: "Cargando inmuebles destacados...",
	upstreamUnavailable: "El servicio de inmuebles no está disponible en este momento. Inténtalo más tarde.",
	departmentNotFound: "No se encontró el departamento",
	cityNotFound: "No se encontró la ciudad"
};
export { NOT_FOUND_ALERT_MS as a, PRICE_BOUNDS as c, PROPERTY_MESSAGES as d, PROPERTY_TYPES as f, KNOWN_FEATURES as i, PRICE_STEP as l, GESTION as n, PHOTO_HEIGHTS as o, SORT_OPTIONS as p, GESTION_LABELS as r, PHOTO_WIDTHS as s, DEFAULT_SORT as t, PROPERTY_CODE_PREFIX as u };
