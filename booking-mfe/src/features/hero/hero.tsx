import { phoneHref } from '@party/domain';
import { Button, useVenue } from '@party/shared-ui';
import styles from './hero.module.css';

export interface HeroProps {
  /** 'Start Booking Now': takes the visitor to the booking section. */
  onStart: () => void;
}

/** The landing block: the page's title, the way in, and when to phone instead. */
export function Hero({ onStart }: HeroProps) {
  const venue = useVenue();
  const phone = <a href={phoneHref(venue.phone)}>{venue.phone}</a>;
  return (
    <section className={styles.hero} aria-labelledby="booking-hero-title">
      <h1 id="booking-hero-title" className={styles.title}>
        Book Your Party Online!
      </h1>
      <p className={styles.lead}>
        Plan a birthday celebration your child will love at {venue.name}: choose a package, a date and a party room,
        add food and extras, and pay online in a few minutes.
      </p>
      <Button className={styles.start} onClick={onStart}>
        Start Booking Now
      </Button>
      <p className={styles.notice}>
        For any queries, please call us on {phone}. If your child is over 11 years, please call {phone} to book a party.
      </p>
    </section>
  );
}
