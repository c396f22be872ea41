import { Toaster as SonnerToaster, toast } from 'sonner';

/** Where a page's toasts appear. Each remote page renders one (see RemoteRoot). */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={6000} />;
}

/** Toasts with the spec's title-and-message shape. */
export const notify = {
  error(title: string, message?: string) {
    toast.error(title, { description: message });
  },
  success(title: string, message?: string) {
    toast.success(title, { description: message });
  },
  /** Closes every toast on screen (a toast otherwise follows the visitor to the next page). */
  dismissAll() {
    toast.dismiss();
  },
};
