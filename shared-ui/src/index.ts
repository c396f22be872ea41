// The public surface of @party/shared-ui. It has no side effects of its own (package.json's
// `sideEffects`), so that a page's bundle holds only the modules the page imports through it, not
// every module any page of its container imports; the design tokens' stylesheet is loaded by
// PageRoot and by the shell's routes instead.
//
// Remotes use the toasts, dialogs and fields from here rather than importing sonner or Radix
// themselves: a page's toaster and its toasts must come from the same copy of sonner, whichever
// remote raises a toast and whichever shows it, so ./components/toast is shared at run time as one
// module per page (tooling/webpack-config.ts), and it alone imports sonner.
export { baseApi } from './api/base-api';
export { fetchApi } from './api/fetch-api';
export { replaceSaved, whenSaved } from './api/when-saved';
export { apiErrorCode, apiErrorMessage, apiErrorStatus, describeApiError } from './api/api-error';
export type { ApiError } from './api/api-error';
export { defineRemoteStore, remoteStoreHooks } from './store/remote-store';
export { browserStorage } from './storage/browser-storage';

// The endpoints every flow shares, injected once into the base API (a flow's own endpoints live in
// its feature's api.ts), and opening a hosted checkout.
export {
  catalogueApi,
  useGetAddonsQuery,
  useGetFoodItemsQuery,
  useGetPackagesQuery,
  useGetRoomsQuery,
  useGetTimeSlotsQuery,
  useGetFullPartyDatesQuery,
  useGetUnavailableDatesQuery,
} from './api/catalogue-api';
export { bookingApi, bookingTag, useGetBookingBySessionQuery, useGetBookingQuery } from './api/booking-api';
export type { CheckoutRequest } from './api/checkout-api';
export { useCheckout, useOpenCheckout } from './checkout/use-checkout';
export { RedirectContext } from './checkout/redirect';
export { useSingleFlight } from './checkout/use-single-flight';
export type { Outcome } from './checkout/use-single-flight';

export { Alert } from './components/alert';
export type { AlertProps } from './components/alert';
export { Badge } from './components/badge';
export { Button } from './components/button';
export type { ButtonProps } from './components/button';
export { AnchorButton, ButtonLink } from './components/button-link';
export { PaymentButton } from './components/payment-button';
export type { AnchorButtonProps, ButtonLinkProps } from './components/button-link';
export { CalendarLinks } from './components/calendar-links';
export type { CalendarLinksProps } from './components/calendar-links';
export { Card } from './components/card';
export type { CardProps } from './components/card';
export { ChoiceCard } from './components/choice-card';
export type { ChoiceCardProps } from './components/choice-card';
export { CollapsibleSection } from './components/collapsible-section';
export type { CollapsibleSectionProps } from './components/collapsible-section';
export { DatePicker, toCalendarDay, fromCalendarDay } from './components/date-picker';
export type { DatePickerProps } from './components/date-picker';
export { Dialog } from './components/dialog';
export { FieldGroup } from './components/field-group';
export type { FieldGroupProps } from './components/field-group';
export type { DialogProps } from './components/dialog';
export { CheckboxField, RadioGroup, SelectField, TextAreaField, TextField } from './components/fields';
export type {
  CheckboxFieldProps,
  RadioGroupProps,
  RadioOption,
  SelectFieldProps,
  SelectOption,
  TextAreaFieldProps,
  TextFieldProps,
} from './components/fields';
export { FormikCheckboxField, FormikRadioGroup, FormikSelectField, FormikTextAreaField, FormikTextField, useFormAttempted, useShownError } from './components/formik-fields';
export type { AttemptedStatus } from './components/formik-fields';
export { ItemChoice, ItemChoiceList } from './components/item-choice';
export type { ItemChoiceProps } from './components/item-choice';
export { LoadingState } from './components/loading-state';
export { OptionalLabel } from './components/optional-label';
export { PageHeader } from './components/page-header';
export type { PageHeaderProps } from './components/page-header';
export { PageMessage } from './components/page-message';
export type { PageMessageProps } from './components/page-message';
export { QuantityStepper } from './components/quantity-stepper';
export { QueryStatus } from './components/query-status';
export { useLoadingUntilRendered } from './components/use-loading-until-rendered';
export type { QueryProgress, QueryStatusProps } from './components/query-status';
export type { QuantityStepperProps } from './components/quantity-stepper';
export { PageRoot } from './components/page-root';
export type { PageRootProps } from './components/page-root';
export { RemoteRoot } from './components/remote-root';
export { revealBelow, scrollToAndFocus, useFocusAfterRender, useStepFocus } from './components/scroll';
export type { RemoteRootProps } from './components/remote-root';
export { mountStandalone } from './components/standalone';
export type { StandaloneRoute } from './components/standalone';
export { StepActions } from './components/step-actions';
export type { PriceFigure, StepActionsProps } from './components/step-actions';
export { StepIndicator } from './components/step-indicator';
export { SummaryLayout } from './components/summary-layout';
export type { SummaryLayoutProps } from './components/summary-layout';
export { SummaryList } from './components/summary-list';
export type { SummaryListProps, SummaryRow } from './components/summary-list';
export type { StepIndicatorProps } from './components/step-indicator';
export { TermsDialog } from './components/terms-dialog';
export type { TermsDialogProps } from './components/terms-dialog';
export { Toaster, notify } from './components/toast';
export { notifyValidationProblem } from './components/validation-toast';
export { VenueContactText } from './components/venue-contact-text';

// The venue's details (GET /api/venue), read once per page load for every page on it: one module
// per page at run time, as the toasts are (./venue/venue is shared by tooling/webpack-config.ts).
// PageRoot shows a page once they are read (./venue/venue-gate).
export { loadVenue, setVenue, useVenue, useVenueStatus, VenueOfRequest } from './venue/venue';
export type { VenueStatus } from './venue/venue';

// The views of a booking that every flow shows the same way.
export { BookingNotFound } from './booking/booking-not-found';
export {
  BookAgainLink,
  BookingMoneyNotices,
  BookingOverNotice,
  CouponDroppedNotice,
  OwedBackNotice,
} from './booking/booking-notices';
export type { BookingNotFoundProps } from './booking/booking-not-found';
export { CancelBookingDialog, useCancelBookingDialog } from './booking/cancel-booking-dialog';
export { CancelQuoteList } from './booking/cancel-quote-list';
export type { CancelBookingDialogProps } from './booking/cancel-booking-dialog';
export { AddonChoices, AdultFoodChoices, isPerChild, KidsFoodChoices } from './booking/food-choices';
export type { AddonChoicesProps, KidsFoodChoicesProps } from './booking/food-choices';
export { MissingItemsDialog, missingItems } from './booking/missing-items-dialog';
export type { MissingItems, MissingItemsDialogProps } from './booking/missing-items-dialog';
export { PartyDateField } from './booking/party-date-field';
export type { PartyDateFieldProps } from './booking/party-date-field';
export { PartyFacts, partyOfBooking } from './booking/party-facts';
export type { PartyFactsValues } from './booking/party-facts';
export { PriceSummary } from './booking/price-summary';
export type { PaymentRow, PriceSummaryProps } from './booking/price-summary';

// Server rendering (docs/decisions/029): what a remote page exports for the shell's server.
export type { PageData, PageRequest, PreparedPage, RemotePageModule, RemotePageProps, ServerApi } from './ssr/page-data';
export { prepareApiPage } from './ssr/prepare-page';
export { useNowOnce, usePreparedAt, withPreparedAt } from './ssr/page-clock';
export { useHydrated } from './ssr/use-hydrated';
export { usePageLive } from './ssr/use-page-live';
export { SiteOriginOfPage, useSiteOrigin, withSiteOrigin } from './ssr/site-origin';
