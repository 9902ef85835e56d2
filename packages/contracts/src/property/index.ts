export * from './constants';
export * from './places';
export * from './helpers';
export * from './property.schema';
export * from './search-query.schema';
export * from './search-params';
export * from './property-card.reader';
export * from './location.schema';
