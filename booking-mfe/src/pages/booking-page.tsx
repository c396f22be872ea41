import { bookingStep1Schema, bookingStep3Schema } from '@party/domain';
import {
  prepareApiPage,
  RemoteRoot,
  scrollToAndFocus,
  type PageRequest,
  type PreparedPage,
  type RemotePageProps,
  withPreparedAt,
} from '@party/shared-ui';
import { prepareStore, usePageStore } from '../store';
import { ContactAndPaymentStep } from '../features/contact-and-payment/contact-and-payment-step';
import { CouponKeeper } from '../features/contact-and-payment/coupon-keeper';
import { ForgetFinishedBooking } from '../features/contact-and-payment/forget-finished-booking';
import { ContactUsSection } from '../features/contact-us/contact-us-section';
import { FoodAndAddonsStep } from '../features/food-and-addons/food-and-addons-step';
import { Hero } from '../features/hero/hero';
import { PartyDetailsStep } from '../features/party-details/party-details-step';
import { BookingSummary } from '../features/summary/booking-summary';
import { SummaryAlerts } from '../features/summary/summary-alerts';
import { useAppSelector } from '../hooks';
import { BookingForm } from '../shared/draft/booking-form';
import { selectStep } from '../shared/draft/wizard-slice';
import { BookingWizard, currentStep, type WizardStepDefinition } from '../shared/wizard/booking-wizard';
import { startFirstRenderQueries, useFirstRenderDataHeld } from './first-render-data';
import styles from './booking-page.module.css';

export const BOOKING_SECTION_ID = 'booking-section';

const steps: WizardStepDefinition[] = [
  { label: 'Party Details', title: 'Party Details', schema: bookingStep1Schema, content: <PartyDetailsStep /> },
  { label: 'Food & Add-ons', title: 'Food & Add-ons', content: <FoodAndAddonsStep /> },
  { label: 'Confirmation', title: 'Contact Information', schema: bookingStep3Schema, content: <ContactAndPaymentStep /> },
];

/** The page's content: hero, the wizard with its summary (one booking form), and Contact Us. */
export function BookingPageContent() {
  const step = useAppSelector(selectStep);
  return (
    <div className={styles.page}>
      <Hero onStart={() => scrollToAndFocus(document.getElementById(BOOKING_SECTION_ID))} />
      <BookingForm validationSchema={currentStep(steps, step)?.schema}>
        <ForgetFinishedBooking />
        <section id={BOOKING_SECTION_ID} className={styles.booking} aria-label="Book your party" tabIndex={-1}>
          <BookingWizard
            steps={steps}
            aside={
              <div className={styles.phoneAlerts}>
                <SummaryAlerts />
              </div>
            }
          />
          <BookingSummary />
        </section>
        <CouponKeeper />
      </BookingForm>
      <ContactUsSection />
    </div>
  );
}

/**
 * On the server, before the page renders: the API data its first render shows (first-render-data.ts),
 * and the time it was prepared at, for the calendar's today.
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage> {
  return withPreparedAt(await prepareApiPage(prepareStore(request), startFirstRenderQueries), request.now);
}

/** The main booking page (/, /book-your-party, /book-now). */
export default function BookingPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  useFirstRenderDataHeld(store, data);
  return (
    <RemoteRoot store={store} page="booking/BookingPage" build={__BUILD_ID__} data={data}>
      <BookingPageContent />
    </RemoteRoot>
  );
}
