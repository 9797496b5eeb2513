export * from './applicants.ts';
export * from './aptitude-test.ts';
export * from './company-forms.ts';
export * from './files.ts';
export * from './info-sessions.ts';
export * from './interviews.ts';
export * from './system.ts';
export * from './users.ts';
