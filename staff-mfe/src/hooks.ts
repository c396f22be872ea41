import { remoteStoreHooks } from '@party/shared-ui';
import type { AppStore } from './store';

export const { useAppDispatch, useAppSelector } = remoteStoreHooks<AppStore>();
