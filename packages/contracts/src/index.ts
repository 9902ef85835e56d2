export * from './money';
export * from './constants/site';
export * from './constants/branches';
