// ProviderError is the providers' port (server/ports/provider-error.ts); this path stays for jobs/client.ts.
export { ProviderError } from '../ports/provider-error.js';
