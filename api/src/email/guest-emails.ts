import { birthdayParty, formatDisplayDate, formatTimeRange, kidsCount, type Invitation, type RsvpAnswer, type Venue } from '@party/domain';
import { venueFacts, venueFooter } from './venue-blocks';
import { oneLine, type Block, type EmailContent, type Fact } from './layout';

// The emails to a party's guests: only what the invitation itself shows them (the child's first
// name and age, when, the room, the venue and its contact), never the parent's details, the
// booking or a price (docs/decisions/033-a-guest-keeps-their-answer.md).

export interface RsvpCopyForEmail {
  /** The party as the invitation shows it. */
  party: Pick<Invitation, 'childfName' | 'childAge' | 'date' | 'startTime' | 'endTime' | 'roomName'>;
  answer: Pick<RsvpAnswer, 'coming' | 'name' | 'email' | 'phone' | 'kids'>;
  /** It replaced the family's earlier answer. */
  replaced: boolean;
  /** The invitation's page, where the answer is changed by sending it again. */
  invitationUrl: string;
  /** For a yes: the family's attendance form (decision 062). Its link only: never what the form holds. */
  formUrl?: string;
}

/**
 * The guest's copy of their answer: what they said (coming or not, their name, email and phone,
 * each kid with the allergies as they typed them) and the party, with the invitation's link to
 * change it. It goes to the email the answer gives, which nobody checked: it says what to do when
 * someone else typed that address.
 */
export function rsvpCopyEmail(copy: RsvpCopyForEmail, venue: Venue): EmailContent {
  const { answer, party } = copy;
  const partyName = birthdayParty(party.childfName, party.childAge);
  const child = party.childfName.trim();
  const family = child ? `${child}'s family` : 'The family';
  const verdict = answer.coming ? `coming with ${kidsCount(answer.kids.length)}` : "can't come";
  const kidsBlock: Block[] = answer.coming
    ? [{ type: 'facts', title: 'Kids coming, with their allergies', rows: answer.kids.map((kid): Fact => [kid.name, kid.allergies || 'None given']) }]
    : [];
  return {
    subject: oneLine(`Your ${copy.replaced ? 'changed ' : ''}RSVP to ${partyName}: ${verdict}`, 150),
    preview: oneLine(`${formatDisplayDate(party.date)}, ${formatTimeRange(party.startTime, party.endTime)} at ${venue.name}.`, 120),
    blocks: [
      { type: 'heading', text: copy.replaced ? 'Your changed RSVP' : 'Your RSVP' },
      {
        type: 'paragraph',
        text:
          `Hi ${answer.name}, thank you for answering the invitation to ${partyName}. Here is a copy of your answer: ` +
          `${family} ${answer.coming ? `will see that you're coming with ${kidsCount(answer.kids.length)}` : "will see that you can't come"}.` +
          (copy.replaced ? ' It replaces the answer you sent before from this email address.' : ''),
      },
      {
        type: 'facts',
        title: 'Your answer',
        rows: [
          ['Coming?', answer.coming ? "Yes, we're coming" : "Sorry, we can't come"],
          ['Guest name', answer.name],
          ['Email', answer.email],
          ['Phone', answer.phone || '—'],
        ],
      },
      ...kidsBlock,
      {
        type: 'facts',
        title: 'The party',
        rows: [
          ['Birthday', child ? `${child}, turning ${party.childAge}` : `Turning ${party.childAge}`],
          ['Date', formatDisplayDate(party.date)],
          ['Time', formatTimeRange(party.startTime, party.endTime)],
          ['Room', party.roomName],
          ['Where', `${venue.name}, ${venue.address}`],
        ],
      },
      {
        type: 'paragraph',
        text: 'To change your answer, send it again from the invitation with this email address: the new answer replaces this one.',
      },
      { type: 'links', links: [{ label: 'Open the invitation', url: copy.invitationUrl }] },
      ...formBlocks(answer.coming ? copy.formUrl : undefined, venue),
      venueFacts(venue),
      {
        type: 'paragraph',
        text: `Did not answer this invitation? Someone may have typed your email address by mistake: reply to this email and ${venue.name} will sort it out.`,
      },
    ],
    footer: venueFooter(venue),
  };
}

/** A yes's attendance form: why it is needed and its link, until the party starts. */
function formBlocks(formUrl: string | undefined, venue: Venue): Block[] {
  if (!formUrl) return [];
  return [
    {
      type: 'paragraph',
      text:
        `${venue.name} needs an attendance form for the kids coming: a guardian's mobile, an emergency contact, each child's ` +
        'allergies and medical notes, and the conditions of entry. It takes two minutes, and you can correct it until the party starts.',
    },
    { type: 'links', links: [{ label: 'Fill in the attendance form', url: formUrl }] },
  ];
}
