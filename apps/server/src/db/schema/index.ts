// Every table of every feature, one file per feature. drizzle-kit reads this file.
export * from './system';
export * from './feedback';
export * from './accounts';
export * from './upload-quotas';
export * from './matches';
export * from './live';
export * from './chat';
export * from './money';
export * from './engagement';
export * from './mall';
export * from './red-envelopes';
export * from './horn';
export * from './guess';
export * from './news';
export * from './comments';
export * from './videos';
export * from './circles';
