import { describe, expect, it } from 'vitest';
import {
  PATHS,
  propertyCodeInPath,
  propertyPath,
  searchAlertsPath,
  searchPath,
  searchPresetPath,
} from './site-paths';

describe('site paths', () => {
  it('builds the inmueble route and reads its code back', () => {
    expect(propertyPath('919-1234')).toBe('/inmueble/919-1234');
    expect(propertyPath('a b')).toBe('/inmueble/a%20b');
    expect(propertyCodeInPath(`https://inmo.example${propertyPath('a b')}?x=1`)).toBe('a%20b');
    expect(propertyCodeInPath('/busqueda/')).toBeNull();
    expect(PATHS.property.replace(':Cod_Inmueble', '919-1')).toBe(propertyPath('919-1'));
  });

  it('builds the search, preset and alert paths', () => {
    expect(searchPath()).toBe('/busqueda/');
    expect(searchPath('gestion=5')).toBe('/busqueda/?gestion=5');
    expect(searchPresetPath('arriendo')).toBe('/busqueda/arriendo/0/0');
    expect(searchPresetPath('venta', 'Medellín', 'Casa')).toBe('/busqueda/venta/Medell%C3%ADn/Casa');
    expect(searchAlertsPath('t0k', 'a1')).toBe('/alertas/?token=t0k&baja=a1');
  });
});
