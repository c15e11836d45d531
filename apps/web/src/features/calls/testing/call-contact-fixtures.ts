import type { CallContact, ContactMessage } from '@agentdesk/shared';

/** A call's contact as GET /call/calls/:id/contact answers it: a candidate reachable by mail only (no chat hook), no model. */
export const makeContact = (overrides: Partial<CallContact> = {}): CallContact => ({
  call_id: 'call-1',
  name: 'Meera Shah',
  display_name: 'Meera Shah',
  source: 'candidate',
  phone: '+919800000001',
  phone_display: '+91 98000 00001',
  email: 'meera.shah@example.in',
  candidate: { id: 'cand_meera', application_id: 'app_1', job_id: 'job_1' },
  mail_thread: null,
  chat_thread: null,
  channels: {
    email: { is_available: true, reason: null, takes_attachments: true },
    whatsapp: {
      is_available: false,
      reason:
        'WhatsApp messages go out through the workspace’s chat hook, and none is set: an admin sets it on the Integrations page',
      takes_attachments: false,
    },
  },
  ai_assist: false,
  ...overrides,
});

/** A message to the contact as the API answers it. */
export const makeMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 'msg-1',
  channel: 'email',
  direction: 'out',
  thread_id: 'thread-1',
  subject: 'Following up on our call',
  text: 'Thanks for your time today.',
  created_at: Date.UTC(2026, 10, 20, 9, 30),
  sender: 'Acme',
  delivery_status: 'pending',
  delivery_error: null,
  attachments: [],
  ...overrides,
});

/** The `{ message, total, data }` answer of the API. */
export const ok = (data: unknown, status = 200) => Response.json({ message: 'ok', total: 1, data }, { status });
