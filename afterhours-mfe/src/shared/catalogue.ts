import { AFTER_HOURS_SAMPLE_PACKAGES, type AfterHoursAddon, type Package } from '@party/domain';
import { useGetPackagesQuery, useGetUnavailableDatesQuery } from '@party/shared-ui';
import { useGetAfterHoursAddonsQuery } from './api';

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
}

/** What both pages price and offer with: the packages, the after-hours add-ons and the unavailable dates. */
export function useEventCatalogue({ withPackages }: { withPackages: boolean }): CatalogueQuery {
  const packages = useGetPackagesQuery(undefined, { skip: !withPackages });
  const addons = useGetAfterHoursAddonsQuery();
  const unavailable = useGetUnavailableDatesQuery();
  const queries = withPackages ? [packages, addons, unavailable] : [addons, unavailable];
  return {
    isLoading: queries.some((query) => query.isLoading),
    error: queries.find((query) => query.error)?.error,
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    addons: addons.data ?? [],
    unavailableDates: unavailable.data ?? [],
    packages: packages.data ?? [],
  };
}
