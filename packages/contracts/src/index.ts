export * from './money';
export * from './property';
export * from './constants/site';
export * from './constants/branches';
