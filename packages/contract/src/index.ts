export * from './envelope';
export * from './languages';
export * from './constants';
export * from './web-routes';
export * from './api/define-call';
export * from './api/system';
export * from './api/feedback';
export * from './socket/live-data';
