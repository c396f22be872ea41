import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { PageRoot, type PageRootProps } from './page-root';

export interface RemoteRootProps extends PageRootProps {
  /** The remote's own store (`defineRemoteStore`). */
  store: Store;
}

/** An exposed page with its remote's Redux store: `PageRoot` inside the store's provider. */
export function RemoteRoot({ store, ...page }: RemoteRootProps) {
  return (
    <Provider store={store}>
      <PageRoot {...page} />
    </Provider>
  );
}
