/** Departments with the DANE code as id. */
export const DEPARTMENTS = [
  { id: 5, name: 'Antioquia' },
  { id: 11, name: 'Bogotá D.C.' },
  { id: 25, name: 'Cundinamarca' },
  { id: 50, name: 'Meta' },
] as const;

/**
 * The 38 cities of the spec (§3) with their SIMI ids. The spec writes the names without accents
 * (as SIMI does); we show them with their proper spelling and match names without regard to accents.
 */
export const CITIES = [
  { id: 26085, name: 'Amagá', departmentId: 5 },
  { id: 26019, name: 'Bello', departmentId: 5 },
  { id: 11001, name: 'Bogotá', departmentId: 11 },
  { id: 26980, name: 'Caldas', departmentId: 5 },
  { id: 26035, name: 'Caldas', departmentId: 5 },
  { id: 26109, name: 'Carmen de Viboral', departmentId: 5 },
  { id: 26018, name: 'Copacabana', departmentId: 5 },
  { id: 25214, name: 'Cota', departmentId: 25 },
  { id: 26984, name: 'Don Matías', departmentId: 5 },
  { id: 26119, name: 'El Peñol', departmentId: 5 },
  { id: 26082, name: 'El Retiro', departmentId: 5 },
  { id: 25999, name: 'Envigado', departmentId: 5 },
  { id: 25269, name: 'Facatativá', departmentId: 25 },
  { id: 25945, name: 'Funza', departmentId: 25 },
  { id: 26017, name: 'Girardota', departmentId: 5 },
  { id: 26010, name: 'Guarne', departmentId: 5 },
  { id: 26084, name: 'Guatapé', departmentId: 5 },
  { id: 26001, name: 'Itagüí', departmentId: 5 },
  { id: 26022, name: 'La Ceja', departmentId: 5 },
  { id: 26021, name: 'La Estrella', departmentId: 5 },
  { id: 25430, name: 'Madrid', departmentId: 25 },
  { id: 26011, name: 'Marinilla', departmentId: 5 },
  { id: 25974, name: 'Medellín', departmentId: 5 },
  { id: 25473, name: 'Mosquera', departmentId: 25 },
  { id: 26148, name: 'Barbosa', departmentId: 5 },
  { id: 25942, name: 'Puerto López', departmentId: 50 },
  { id: 26016, name: 'Rionegro', departmentId: 5 },
  { id: 26020, name: 'Sabaneta', departmentId: 5 },
  { id: 26147, name: 'San Antonio de Prado', departmentId: 5 },
  { id: 27130, name: 'San Carlos', departmentId: 5 },
  { id: 26106, name: 'San Jerónimo', departmentId: 5 },
  { id: 27195, name: 'San Luis', departmentId: 5 },
  { id: 27313, name: 'Santa Elena', departmentId: 5 },
  { id: 26088, name: 'Santa Helena', departmentId: 5 },
  { id: 26024, name: 'Santafé de Antioquia', departmentId: 5 },
  { id: 26015, name: 'Santuario', departmentId: 5 },
  { id: 25754, name: 'Soacha', departmentId: 25 },
  { id: 26100, name: 'Sopetrán', departmentId: 5 },
] as const;
export type CityId = (typeof CITIES)[number]['id'];
