import { AFTER_HOURS_SAMPLE_PACKAGES, type AfterHoursAddon, type AfterHoursTerms, type Package } from '@party/domain';
import { useGetPackagesQuery, useGetUnavailableDatesQuery } from '@party/shared-ui';
import { useGetAfterHoursAddonsQuery, useGetAfterHoursTermsQuery } from './api';
import { useTakenTimesQuery, type TakenTimes } from './taken-times';

/** The venue's after-hours package: the spec's sample package ('Basic Fun') as the venue prices it, or else its first. */
export function afterHoursPackage(packages: readonly Package[]): Package | null {
  const [sample] = AFTER_HOURS_SAMPLE_PACKAGES;
  return packages.find((pkg) => String(pkg.id) === String(sample?.id)) ?? packages[0] ?? null;
}

export interface CatalogueQuery {
  isLoading: boolean;
  /** Set when a call failed; `retry` asks again. */
  error: unknown;
  retry: () => void;
  addons: readonly AfterHoursAddon[];
  unavailableDates: readonly string[];
  packages: readonly Package[];
  /** The hire's window and rates of today (undefined only while loading or failed). */
  terms: AfterHoursTerms | undefined;
  taken: TakenTimes;
}

export interface CatalogueOptions {
  withPackages: boolean;
  /** The page's clock: the days whose taken times are read follow it. */
  now: number;
  /** The after-hours booking the page changes, or the unpaid one its draft replaces: its own time is free for it. */
  except: string | undefined;
}

/** What both pages price and offer with: the packages, the after-hours add-ons, the hire's window and rates, the unavailable dates and the times already taken. */
export function useEventCatalogue({ withPackages, now, except }: CatalogueOptions): CatalogueQuery {
  const packages = useGetPackagesQuery(undefined, { skip: !withPackages });
  const addons = useGetAfterHoursAddonsQuery();
  const terms = useGetAfterHoursTermsQuery();
  const unavailable = useGetUnavailableDatesQuery();
  const { query: availability, taken } = useTakenTimesQuery(now, except);
  // Once read, the taken times stay while they are read again (after a clash): a failed refresh
  // keeps the form, and the API still refuses a time that is taken.
  const firstAvailability = availability.data ? { ...availability, isError: false, error: undefined } : availability;
  const queries = withPackages ? [packages, addons, terms, unavailable, firstAvailability] : [addons, terms, unavailable, firstAvailability];
  return {
    isLoading: queries.some((query) => query.isLoading),
    error: queries.find((query) => query.error)?.error,
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    addons: addons.data ?? [],
    unavailableDates: unavailable.data ?? [],
    packages: packages.data ?? [],
    terms: terms.data,
    taken,
  };
}
