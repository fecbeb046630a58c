// The contacts area offers: presenting and inserting a contact.
export { presentContact } from './presenter.js';
export { insertContact } from './service.js';
