// The chat offers what its job runs: writing the assistant's reply to a message.
export { writeFailedReply, writeReply } from './reply.js';
