import { CONTACT_SECTION_ID, phoneHref } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { ContactForm } from './contact-form';
import styles from './contact-us.module.css';

/** The Contact Us section (`#contact`, which the header links to). */
export function ContactUsSection() {
  const venue = useVenue();
  return (
    <section id={CONTACT_SECTION_ID} className={styles.section} aria-labelledby="contact-title" tabIndex={-1}>
      <h2 id="contact-title" className={styles.title}>
        Contact Us
      </h2>
      <div className={styles.layout}>
        <div>
          <p>Have a question about a party? Send us a message and we&apos;ll get back to you soon, or get in touch:</p>
          <address className={styles.address}>
            <span>
              Phone: <a href={phoneHref(venue.phone)}>{venue.phone}</a>
            </span>
            <span>
              Email: <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </span>
            <span>{venue.address}</span>
          </address>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
