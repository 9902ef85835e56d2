/** Region a branch belongs to; the first nine (Antioquia) form the branch-finder grid (spec §2). */
export const BRANCH_REGION = { ANTIOQUIA: 'antioquia', BOGOTA: 'bogota' } as const;
export type BranchRegion = (typeof BRANCH_REGION)[keyof typeof BRANCH_REGION];

export interface Branch {
  readonly id: number;
  /** URL slug of the branch name, used by the 'Ver sede' link. */
  readonly slug: string;
  /** Display name exactly as the spec lists it (capitals). */
  readonly nombre: string;
  readonly region: BranchRegion;
  readonly ciudad: string;
  /** SIMI city id (spec §3 city list). */
  readonly idCiudad: number;
  readonly direccion: string;
  /** Phone as shown; `telefonoTel` is the same number for `tel:` links. */
  readonly telefono: string;
  readonly telefonoTel: string;
  /** Illustration served by the web app (`packages/web/public`). */
  readonly imagen: string;
  readonly miniatura: string;
}

function branch(
  id: number,
  slug: string,
  nombre: string,
  region: BranchRegion,
  ciudad: string,
  idCiudad: number,
  direccion: string,
  telefono: string,
): Branch {
  return {
    id,
    slug,
    nombre,
    region,
    ciudad,
    idCiudad,
    direccion,
    telefono,
    telefonoTel: `+57${telefono.replace(/\D/g, '')}`,
    imagen: `/img/sedes/${slug}.svg`,
    miniatura: `/img/sedes/${slug}.svg`,
  };
}

const { ANTIOQUIA, BOGOTA } = BRANCH_REGION;

/** The 12 offices, in the spec's order (spec §3). Addresses and phones are this project's own. */
export const BRANCHES: readonly Branch[] = [
  branch(
    1,
    'laureles',
    'LAURELES',
    ANTIOQUIA,
    'Medellín',
    25974,
    'Circular 1 # 70-18, Laureles',
    '(604) 444 2020',
  ),
  branch(
    2,
    'poblado',
    'POBLADO',
    ANTIOQUIA,
    'Medellín',
    25974,
    'Carrera 43A # 9 Sur-91, El Poblado',
    '(604) 444 2021',
  ),
  branch(3, 'sabaneta', 'SABANETA', ANTIOQUIA, 'Sabaneta', 26020, 'Carrera 45 # 70 Sur-32', '(604) 444 2022'),
  branch(4, 'envigado', 'ENVIGADO', ANTIOQUIA, 'Envigado', 25999, 'Calle 38 Sur # 43-25', '(604) 444 2023'),
  branch(
    5,
    'la-estrella',
    'LA ESTRELLA',
    ANTIOQUIA,
    'La Estrella',
    26021,
    'Carrera 60 # 80 Sur-15',
    '(604) 444 2024',
  ),
  branch(
    6,
    'los-colores',
    'LOS COLORES',
    ANTIOQUIA,
    'Medellín',
    25974,
    'Calle 53 # 74-45, Los Colores',
    '(604) 444 2025',
  ),
  branch(
    7,
    'bello',
    'BELLO',
    ANTIOQUIA,
    'Bello',
    26019,
    'Carrera 50 # 51-30, Parque de Bello',
    '(604) 444 2026',
  ),
  branch(
    8,
    'rionegro',
    'RIONEGRO',
    ANTIOQUIA,
    'Rionegro',
    26016,
    'Calle 49 # 50-24, Centro',
    '(604) 444 2027',
  ),
  branch(
    9,
    'guarne',
    'GUARNE',
    ANTIOQUIA,
    'Guarne',
    26010,
    'Carrera 50 # 49-12, Parque Principal',
    '(604) 444 2028',
  ),
  branch(
    10,
    'fontibon',
    'FONTIBÓN',
    BOGOTA,
    'Bogotá',
    11001,
    'Carrera 100 # 17-42, Fontibón',
    '(601) 745 3030',
  ),
  branch(11, 'mosquera', 'MOSQUERA', BOGOTA, 'Mosquera', 25473, 'Calle 3 # 3-35, Centro', '(601) 745 3031'),
  branch(
    12,
    'nrt-de-bogota',
    'NRT. DE BOGOTÁ',
    BOGOTA,
    'Bogotá',
    11001,
    'Calle 140 # 11-45, Cedritos',
    '(601) 745 3032',
  ),
];

/** The branches shown in the finder's 'ANTIOQUIA' grid (the first nine). */
export const ANTIOQUIA_BRANCHES: readonly Branch[] = BRANCHES.slice(0, 9);

export function findBranchBySlug(slug: string): Branch | undefined {
  return BRANCHES.find((b) => b.slug === slug);
}

/** Where each branch is (its address, placed by hand on the map), for the branches' map. */
export const BRANCH_LOCATIONS: Readonly<Record<string, { lat: number; lng: number }>> = {
  laureles: { lat: 6.2455, lng: -75.5925 },
  poblado: { lat: 6.2005, lng: -75.5745 },
  sabaneta: { lat: 6.1515, lng: -75.616 },
  envigado: { lat: 6.1716, lng: -75.5868 },
  'la-estrella': { lat: 6.158, lng: -75.643 },
  'los-colores': { lat: 6.259, lng: -75.592 },
  bello: { lat: 6.337, lng: -75.558 },
  rionegro: { lat: 6.155, lng: -75.374 },
  guarne: { lat: 6.279, lng: -75.444 },
  fontibon: { lat: 4.673, lng: -74.145 },
  mosquera: { lat: 4.706, lng: -74.23 },
  'nrt-de-bogota': { lat: 4.721, lng: -74.038 },
};
