// Settings offer: the branding logo and which message templates a person may use.
export { findBrandingLogo } from './branding/logo.js';
export { templateVisibleTo } from './templates/service.js';
