import type { AlertProps } from '@party/shared-ui';

export interface StatusMessage {
  tone: NonNullable<AlertProps['tone']>;
  text: string;
}

/**
 * The confirmation page's message for a booking status: confirmed says it is successfully booked,
 * pending that it is awaiting payment, canceled that it is canceled; any other status gets the
 * generic confirmed message.
 */
export function confirmationStatusMessage(status: string): StatusMessage {
  switch (status) {
    case 'confirmed':
      return { tone: 'success', text: 'Your party has been successfully booked.' };
    case 'pending':
      return { tone: 'warning', text: 'Your booking is awaiting payment.' };
    case 'canceled':
      return { tone: 'danger', text: 'This booking has been canceled.' };
    default:
      return { tone: 'info', text: 'Your booking has been confirmed.' };
  }
}
