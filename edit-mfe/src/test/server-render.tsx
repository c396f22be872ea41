import { serverRendering } from '@party/shared-ui/src/test/server-render';
import { getStore } from '../store';
import { server } from './server';

// This remote's pages rendered on the server and hydrated, against its fake API.
export const { renderOnServer, unmountAfterEachTest } = serverRendering({ server, store: getStore });
export { settle } from '@party/shared-ui/src/test/server-render';
