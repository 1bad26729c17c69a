import type { ContactRequest, ContactResponse } from '../../../../shared/contact';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (body: ContactRequest) =>
  apiRequest<ContactResponse>('/api/contact', { method: 'POST', body });
