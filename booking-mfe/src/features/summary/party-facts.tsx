import { PartyFacts as PartyFactsList } from '@party/shared-ui';
import { useAppSelector } from '../../hooks';
import { selectDraft } from '../../shared/draft/checkout-slice';

/** What has been chosen so far: package, child, age, date, time, room and number of kids. */
export function PartyFacts() {
  const draft = useAppSelector(selectDraft);
  return (
    <PartyFactsList
      party={{
        packageName: draft.selectedPackage?.name,
        childFirstName: draft.childfName,
        childLastName: draft.childlName,
        childAge: draft.childAge,
        date: draft.date,
        startTime: draft.timeSlot?.time,
        roomName: draft.room?.name,
        numberOfKids: draft.numberOfKids,
      }}
    />
  );
}
