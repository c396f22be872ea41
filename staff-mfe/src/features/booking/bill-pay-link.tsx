import { useState } from 'react';
import { FINAL_BILL_MESSAGES as WORDS, formatAud } from '@party/domain';
import { Button, notify } from '@party/shared-ui';
import { newRequestId } from '../../shared/amount';
import { ApiProblem } from '../../shared/api-status';
import { useEmailPayLinkMutation } from './api';

/** Email the pay link: the parent gets the balance and the link to pay it online. Its request id is made once, so a double tap emails once. */
export function PayLinkButton({ reference }: { reference: string }) {
  const [requestId] = useState(newRequestId);
  const [emailPayLink, sending] = useEmailPayLinkMutation();
  async function send() {
    const result = await emailPayLink({ reference, requestId });
    if ('error' in result) return;
    notify.success('Pay link emailed', `${formatAud(result.data.due)} asked of ${result.data.emailedTo}.`);
  }
  return (
    <>
      <Button variant="secondary" busy={sending.isLoading} busyLabel="Emailing…" disabled={sending.isSuccess} onClick={() => void send()}>
        {sending.isSuccess ? 'Pay link emailed' : WORDS.payLinkButton}
      </Button>
      {sending.error ? <ApiProblem error={sending.error} fallback="The pay link was not emailed: the staff system did not answer. Please try again." /> : null}
    </>
  );
}
