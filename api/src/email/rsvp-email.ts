import { formatDisplayDate, kidsCount, type RsvpAnswer, type RsvpTotals, type Venue } from '@party/domain';
import { oneLine, type Block, type EmailContent, type Fact } from './layout';
import { venueFooter } from './venue-blocks';

// The email of a family's answer to an invitation, to the parent (the guest's own copy:
// guest-emails.ts), as content blocks (layout.ts renders them).

export interface RsvpForEmail {
  childFirstName: string;
  date: string;
  answer: Pick<RsvpAnswer, 'coming' | 'name' | 'email' | 'phone' | 'kids'>;
  /** It replaced the family's earlier answer. */
  replaced: boolean;
  /** Every family's answer counted, this one included. */
  totals: RsvpTotals;
  /** The edit page, where every RSVP is listed. */
  editUrl: string;
}

const families = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`;

/** The head count so far, as the edit page's guest list gives it. */
function rsvpTotalsFacts(totals: RsvpTotals): Fact[] {
  return [
    ['Families coming', String(totals.familiesComing)],
    ['Kids coming', String(totals.kidsComing)],
    ["Can't come", String(totals.cantCome)],
  ];
}

/**
 * 4. A family's answer, new or changed, to the parent: who answered and whether they come with how
 * many kids in the subject (never the allergies), each kid with their allergies in the body, and
 * the totals so far, since the parent counts heads.
 */
export function rsvpEmail(rsvp: RsvpForEmail, venue: Venue): EmailContent {
  const { answer } = rsvp;
  const verdict = answer.coming ? `is coming with ${kidsCount(answer.kids.length)}` : "can't come";
  const party = `${rsvp.childFirstName}'s party`;
  const kidsBlock: Block[] = answer.coming
    ? [{ type: 'facts', title: 'Kids coming, with their allergies', rows: answer.kids.map((kid): Fact => [kid.name, kid.allergies || 'None given']) }]
    : [];
  return {
    subject: oneLine(`${rsvp.replaced ? 'Changed' : 'New'} RSVP for ${party}: ${answer.name} ${verdict}`, 150),
    preview: oneLine(
      `So far ${families(rsvp.totals.familiesComing)} with ${kidsCount(rsvp.totals.kidsComing)} coming; ${rsvp.totals.cantCome} can't come.`,
      120,
    ),
    blocks: [
      { type: 'heading', text: rsvp.replaced ? 'Changed RSVP' : 'New RSVP' },
      {
        type: 'paragraph',
        text:
          `${answer.name} ${rsvp.replaced ? 'changed their answer to' : 'answered'} the invitation to ${party} on ${formatDisplayDate(rsvp.date)}: ` +
          `${answer.coming ? `coming, with ${kidsCount(answer.kids.length)}` : "they can't come"}.` +
          (rsvp.replaced ? ' This answer replaces the one they gave before.' : ''),
      },
      {
        type: 'facts',
        title: answer.name,
        rows: [
          ['Coming?', answer.coming ? 'Yes' : "Can't come"],
          ['Email', answer.email],
          ['Phone', answer.phone || '—'],
        ],
      },
      ...kidsBlock,
      { type: 'facts', title: 'Your guest list so far', rows: rsvpTotalsFacts(rsvp.totals) },
      { type: 'paragraph', text: 'Reply to this email to write back to them. Every answer is listed with your booking.' },
      { type: 'links', links: [{ label: 'See your guest list', url: rsvp.editUrl }] },
    ],
    footer: venueFooter(venue),
  };
}
