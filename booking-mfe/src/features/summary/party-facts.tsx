import { partyEndTime } from '@party/domain';
import { PartyFacts as PartyFactsList } from '@party/shared-ui';
import { useDraft } from '../../shared/draft/booking-form';

/** What has been chosen so far: package, child, age, date, time, room and number of kids. */
export function PartyFacts() {
  const draft = useDraft();
  return (
    <PartyFactsList
      party={{
        packageName: draft.selectedPackage?.name,
        childFirstName: draft.childfName,
        childLastName: draft.childlName,
        childAge: draft.childAge,
        date: draft.date,
        startTime: draft.timeSlot?.time,
        endTime: draft.timeSlot && draft.selectedPackage ? partyEndTime(draft.timeSlot.time, draft.selectedPackage.duration) : undefined,
        roomName: draft.room?.name,
        numberOfKids: draft.numberOfKids,
      }}
    />
  );
}
