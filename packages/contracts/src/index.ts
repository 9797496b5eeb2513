export * from './auth.ts';
export * from './config.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './status.ts';
