export * from './boards';
export * from './places';
export * from './site';
export * from './splits';
export * from './times';
export * from './users';
