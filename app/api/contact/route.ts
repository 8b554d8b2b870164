// POST /api/contact – the contact page's message, forwarded to the panel's contact call
import { createContactRoute } from '@/features/contact/handler';
import { sendContactMessage } from '@/lib/panel';

export const POST = createContactRoute({ forward: sendContactMessage });
