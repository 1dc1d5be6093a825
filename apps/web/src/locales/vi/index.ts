/**
 * The vi catalogs loaded at start-up, one chunk per language: every namespace in this folder
 * (those in ./lazy load with their screens). Keyed by file path; see shared/i18n/i18n.ts.
 */
export default import.meta.glob<object>('./*.json', { eager: true, import: 'default' });
