-- The 'not booked yet' email (decision 028): queued when a party is booked unpaid, due a while
-- later, and dropped instead of sent once the booking no longer waits for its payment.
alter table email_outbox drop constraint email_outbox_status_check;
alter table email_outbox add constraint email_outbox_status_check check (status in ('queued', 'sent', 'failed', 'dropped'));
