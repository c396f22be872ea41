import { Fragment } from 'react';
import { phoneHref } from '@party/domain';
import { useVenue } from '../venue/venue';

/**
 * A message of the domain's, with the venue's phone number and email address in it as links (a
 * tap calls or writes), so that the words stay the domain's and the links the page's.
 */
export function VenueContactText({ text }: { text: string }) {
  const venue = useVenue();
  const parts = text.split(new RegExp(`(${[venue.phone, venue.email].map(escape).join('|')})`));
  return (
    <>
      {parts.map((part, index) => {
        if (part === venue.phone) return <a key={index} href={phoneHref(part)}>{part}</a>;
        if (part === venue.email) return <a key={index} href={`mailto:${part}`}>{part}</a>;
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
