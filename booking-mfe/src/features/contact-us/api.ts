import { API_PATHS, type ContactMessage, type ContactSent } from '@party/domain';
import { baseApi } from '@party/shared-ui';

export const contactUsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactSent, ContactMessage>({
      query: (body) => ({ url: API_PATHS.contacts, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactUsApi;
