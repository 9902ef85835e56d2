/** Departments with the DANE code as id. */
export const DEPARTMENTS = [
  { id: 5, name: 'Antioquia' },
  { id: 11, name: 'Bogotá D.C.' },
  { id: 15, name: 'Boyacá' },
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
  // The spec lists two Caldas: the Antioquia town of the Valle de Aburrá and the Boyacá one.
  { id: 26980, name: 'Caldas', departmentId: 15 },
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

/**
 * A city's name for a list, with its department when another city of the list has the same name
 * ('Caldas (Antioquia)', 'Caldas (Boyacá)'), so the two can be told apart.
 */
export function cityLabel(
  city: { readonly id: number; readonly name: string; readonly departmentId: number },
  cities: readonly { readonly id: number; readonly name: string }[],
  departments: readonly { readonly id: number; readonly name: string }[] = DEPARTMENTS,
): string {
  const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const shared = cities.some((other) => other.id !== city.id && key(other.name) === key(city.name));
  if (!shared) return city.name;
  const department = departments.find((d) => d.id === city.departmentId);
  return department ? `${city.name} (${department.name})` : city.name;
}
