-- A refund is recorded once (docs/decisions/031): its reference (the provider's refund id, or the
-- venue's own receipt number) names it within its booking, so the same refund sent again, at once
-- or later, finds the one on record instead of recording it twice.

-- References recorded twice on one booking before this rule keep their records, told apart by id.
update refunds r set provider_reference = r.provider_reference || ' #' || r.id
 where r.provider_reference <> ''
   and exists (select 1 from refunds o
                where o.id < r.id and o.provider_reference = r.provider_reference
                  and o.booking_id is not distinct from r.booking_id
                  and o.afterhours_booking_id is not distinct from r.afterhours_booking_id);

create unique index refunds_party_reference on refunds (booking_id, provider_reference)
  where booking_id is not null and provider_reference <> '';
create unique index refunds_hire_reference on refunds (afterhours_booking_id, provider_reference)
  where afterhours_booking_id is not null and provider_reference <> '';
