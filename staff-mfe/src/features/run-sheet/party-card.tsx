import type { StaffPartySheet } from '@party/domain';
import { Allergies } from '../../shared/allergies';
import { ArrivalControl } from '../../shared/arrival';
import { CountedItems } from '../../shared/counted-items';
import { Facts } from '../../shared/facts';
import { StaffNotes } from '../../shared/staff-notes';
import { doorCountsText } from '../../shared/door-counts';
import { contactFact, SheetCard } from './sheet-card';

export interface PartyCardProps {
  party: StaffPartySheet;
  canMarkArrival: boolean;
  canOpenBooking: boolean;
}

/** One party as the host runs it: who, where, how many, who is allergic to what, what to serve, what is owed. */
export function PartyCard({ party, canMarkArrival, canOpenBooking }: PartyCardProps) {
  const who = `${party.child.firstName}'s party`;
  return (
    <SheetCard
      booking={party}
      kind="party"
      who={who}
      title={`${party.room.name}: ${party.child.firstName}, turning ${party.child.turning}`}
      canOpenBooking={canOpenBooking}
    >
      <Allergies allergies={party.allergies} />
      <Facts
        rows={[
          contactFact('Parent', party.parent),
          ['Package', party.packageName],
          ['Kids', `${party.kidsBooked} booked, ${party.kidsComing} coming (${party.familiesComing} ${party.familiesComing === 1 ? 'family' : 'families'} said yes)`],
          ['At the door', doorCountsText(party.door)],
          ["Kids' food", <CountedItems key="kids" items={party.kidsFood} />],
          ['Adult food', <CountedItems key="adults" items={party.adultsFood} />],
          ['Add-ons', <CountedItems key="addons" items={party.addons} />],
          ['Arrival', <ArrivalControl key="arrival" reference={party.reference} who={who} arrival={party.arrival} canMark={canMarkArrival} />],
        ]}
      />
      <StaffNotes notes={party.staffNotes} />
    </SheetCard>
  );
}
