import { formatDisplayDate, formatTimeRange } from './format';
import { birthdayParty } from './invitation';

// The message a parent sends guests with the invitation's link, and the links that open it in an
// SMS, WhatsApp or an email, ready to send: the confirmation page and the confirmation email
// offer the same ones (decision 025).

export interface InvitationShareFacts {
  childfName: string;
  childAge: number;
  /** yyyy-MM-dd, HH:mm, HH:mm: the venue's date and wall-clock times. */
  date: string;
  startTime: string;
  endTime: string;
  venueName: string;
  /** The invitation page's full address. */
  url: string;
}

export interface InvitationShare {
  /** An email's subject, the share sheet's title: "You're invited to Mia's 7th birthday party!" */
  subject: string;
  /** Who, when and where, without the link (a share sheet adds the link itself). */
  lead: string;
  /** The whole message: the lead and the link. */
  message: string;
  /** `sms:` with the message as its body (the form iOS and Android both read). */
  sms: string;
  /** WhatsApp's click-to-chat address with the message, to choose whom to send it to. */
  whatsapp: string;
  /** `mailto:` without a recipient, with the subject and the message. */
  email: string;
}

/** The invitation's message (it names the child, the date, the time, the venue and the link) and the links that send it. */
export function invitationShare(facts: InvitationShareFacts): InvitationShare {
  const party = birthdayParty(facts.childfName, facts.childAge);
  const subject = `You're invited to ${party}!`;
  const lead =
    `You're invited to ${party} on ${formatDisplayDate(facts.date)}, ` +
    `${formatTimeRange(facts.startTime, facts.endTime)}, at ${facts.venueName}.`;
  const message = `${lead} Details and RSVP: ${facts.url}`;
  const text = encodeURIComponent(message);
  return {
    subject,
    lead,
    message,
    sms: `sms:?&body=${text}`,
    whatsapp: `https://wa.me/?text=${text}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${text}`,
  };
}
