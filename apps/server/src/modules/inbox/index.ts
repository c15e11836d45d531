// The inbox module's face to the rest of the server: the conversations with one contact, which the
// call detail shows and sends into (#26), and which go when the contact is erased.
export { listContactMessages, sendContactChat, sendContactMail } from './contact-messages.service.ts';
export type { ChatHook } from './chat-hook.ts';
export { forgetContact } from './contact-erasure.ts';
