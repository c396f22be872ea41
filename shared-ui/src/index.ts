// The public surface of @party/shared-ui. Importing it also loads the design tokens.
import './styles/tokens.css';

export { baseApi } from './api/base-api';
export { telHref, mailtoHref } from './format/contact-links';
export { describeApiError, apiErrorStatus } from './api/api-error';
export { makeRemoteStore } from './store/make-store';
export { Alert } from './components/alert';
export type { AlertProps } from './components/alert';
export { Button } from './components/button';
export type { ButtonProps } from './components/button';
export { ButtonLink } from './components/button-link';
export type { ButtonLinkProps } from './components/button-link';
export { LoadingState } from './components/loading-state';
export { PageMessage } from './components/page-message';
export { RemoteRoot } from './components/remote-root';
export { Toaster, notify } from './components/toast';
export { mountStandalone } from './components/standalone';
export type { StandaloneRoute } from './components/standalone';
