export * from './app-meta.ts';
export * from './auth.ts';
export * from './credits.ts';
export * from './rate-limits.ts';
export * from './generations.ts';
export * from './payments.ts';
export * from './community.ts';
export * from './enhancements.ts';
