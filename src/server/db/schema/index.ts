export * from './boards';
export * from './gate';
export * from './places';
export * from './site';
export * from './splits';
export * from './times';
export * from './users';
