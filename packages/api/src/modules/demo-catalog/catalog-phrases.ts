/** Building blocks of the seed's Spanish descriptions, features and advisors. */

export const INTERNAL_FEATURES = [
  'Balcón',
  'Calentador a gas',
  'Cocina integral',
  'Cocina abierta',
  'Closets',
  'Vestier',
  'Estudio',
  'Zona de ropas',
  'Pisos en porcelanato',
  'Pisos en madera laminada',
  'Baño social',
  'Chimenea',
  'Terraza',
  'Patio',
  'Red de gas',
  'Aire acondicionado',
  'Ventanas en aluminio',
  'Cuarto útil',
  'Citófono',
  'Mesón en granito',
] as const;

export const EXTERNAL_FEATURES = [
  'Zonas verdes',
  'Salón comunal',
  'Juegos infantiles',
  'Gimnasio',
  'Sauna',
  'Baño turco',
  'Ascensor',
  'Shut de basuras',
  'Cancha múltiple',
  'Piscina',
  'Portería 24 horas',
  'Parqueadero de visitantes',
  'Circuito cerrado de TV',
  'Planta eléctrica',
  'Zona BBQ',
  'Cerca a transporte público',
  'Cerca a centros comerciales',
  'Senderos ecológicos',
  'Tanque de agua',
  'Unidad cerrada',
] as const;

export const INTROS = [
  '{Tipo} {en_gestion} ubicad{o} en el barrio {barrio}, {ciudad}.',
  'Se {verbo} {un} {tipo} {adjetivo} en el sector de {barrio}, en {ciudad}.',
  'Excelente oportunidad: {tipo} en {barrio}, uno de los sectores más {sector} de {ciudad}.',
  'Ofrecemos {un} {tipo} {adjetivo} {en_gestion} en {barrio} ({ciudad}), listo para estrenar su nueva etapa.',
  '{Tipo} {adjetivo} en {barrio}, {ciudad}, con una ubicación privilegiada y fácil acceso.',
  'Te presentamos {un} {tipo} {en_gestion} en {barrio}, ideal para quienes buscan comodidad en {ciudad}.',
] as const;

export const ADJECTIVES_M = [
  'amplio',
  'iluminado',
  'acogedor',
  'moderno',
  'bien distribuido',
  'espacioso',
  'remodelado',
] as const;
export const ADJECTIVES_F = [
  'amplia',
  'iluminada',
  'acogedora',
  'moderna',
  'bien distribuida',
  'espaciosa',
  'remodelada',
] as const;
export const SECTOR_WORDS = [
  'apetecidos',
  'tradicionales',
  'tranquilos',
  'valorizados',
  'seguros',
  'completos',
] as const;

export const LIGHT_PHRASES = [
  'Sus espacios reciben abundante luz natural durante todo el día y tienen excelente ventilación.',
  'Cuenta con buena iluminación natural y una vista despejada hacia la ciudad.',
  'La distribución aprovecha muy bien cada metro, con áreas sociales integradas y zonas privadas independientes.',
  'Los acabados están en muy buen estado y la propiedad se entrega lista para habitar.',
  'Tiene una vista agradable hacia las montañas y zonas verdes del sector.',
  'Sus ambientes son frescos y tranquilos, lejos del ruido de las vías principales.',
] as const;

export const COMMERCIAL_PHRASES = [
  'Es ideal para emprendimientos, oficinas de servicios o atención al público.',
  'Se encuentra en una zona de alto flujo peatonal y vehicular, perfecta para su negocio.',
  'Su ubicación facilita el acceso de clientes y proveedores.',
  'Cuenta con espacios flexibles que se adaptan a diferentes actividades comerciales.',
] as const;

export const LAND_PHRASES = [
  'El terreno es de topografía mayormente plana, con acceso por vía pavimentada.',
  'Cuenta con disponibilidad de servicios públicos y buena conexión vial.',
  'Es una excelente opción para proyectos de vivienda, recreo o inversión.',
  'Rodeado de naturaleza, con un clima agradable durante todo el año.',
] as const;

export const LOCATION_PHRASES = [
  'Está cerca de vías principales, transporte público, supermercados, colegios y centros de salud.',
  'En pocos minutos llegas a centros comerciales, parques, restaurantes y entidades bancarias.',
  'El sector cuenta con una amplia oferta de comercio, universidades y rutas de transporte.',
  'La zona es residencial y tranquila, con fácil acceso a las vías arterias de la ciudad.',
  'Muy cerca encontrarás tiendas de barrio, droguerías, gimnasios y zonas de recreación.',
] as const;

export const METRO_PHRASE =
  'Además, tiene acceso rápido al sistema Metro y a las rutas integradas del Valle de Aburrá.';

export const CLOSINGS = [
  'Agenda hoy tu visita con nuestro asesor y conócelo personalmente.',
  'No dejes pasar esta oportunidad: comunícate con nosotros para más información.',
  'Contáctanos para coordinar una visita y resolver todas tus inquietudes.',
  'Escríbenos y con gusto te acompañamos en todo el proceso.',
] as const;

export const FIRST_NAMES = [
  'Alejandra',
  'Andrés',
  'Camila',
  'Carlos',
  'Catalina',
  'Daniela',
  'David',
  'Diana',
  'Felipe',
  'Juliana',
  'Juan Pablo',
  'Laura',
  'Luisa',
  'Manuela',
  'María José',
  'Mateo',
  'Natalia',
  'Santiago',
  'Sara',
  'Sebastián',
  'Valentina',
  'Verónica',
  'Esteban',
  'Paula',
] as const;

export const LAST_NAMES = [
  'Restrepo',
  'Gómez',
  'Londoño',
  'Álvarez',
  'Echeverri',
  'Ramírez',
  'Zapata',
  'Arango',
  'Vélez',
  'Ospina',
  'Cardona',
  'Giraldo',
  'Mejía',
  'Henao',
  'Rodríguez',
  'Martínez',
  'Castaño',
  'Jaramillo',
  'Uribe',
  'Montoya',
] as const;
