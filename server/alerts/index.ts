// The Alerts inbox offers: marking a buyer-signal alert handled when it is acted on.
export { markAlertHandled } from './service.js';
