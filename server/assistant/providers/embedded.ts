/** The built-in assistant (server/assistant/builtin.ts), under the name the provider choice uses. */
export { createBuiltinAssistant as createEmbeddedAssistant } from '../builtin.js';
