export * from './applicants.ts';
export * from './system.ts';
export * from './users.ts';
