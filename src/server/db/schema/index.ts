export * from './places';
export * from './site';
export * from './times';
export * from './users';
