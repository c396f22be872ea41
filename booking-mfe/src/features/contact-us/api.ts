import type { ContactMessage } from '@party/domain';
import { baseApi } from '@party/shared-ui';

export const contactUsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contacts: the answer has an id on success. */
    sendContactMessage: build.mutation<{ id?: number | string }, ContactMessage>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactUsApi;
