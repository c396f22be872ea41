import type { ReactNode } from 'react';
import { RemoteRoot, type RemotePageProps } from '@party/shared-ui';
import { usePageStore } from '../store';

/** One of this remote's pages that reads the API: its root, with the store the server prepared it with (`data`). */
export function StoredPageRoot({ page, data, children }: RemotePageProps & { page: string; children: ReactNode }) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page={page} build={__BUILD_ID__} data={data}>
      {children}
    </RemoteRoot>
  );
}
