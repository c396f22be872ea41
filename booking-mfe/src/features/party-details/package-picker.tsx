import { useFormikContext } from 'formik';
import { complimentaryLimit, formatAud, formatHours, minChildrenOf, type Package } from '@party/domain';
import { ChoiceCard, FieldGroup, QueryStatus, useGetPackagesQuery, useShownError } from '@party/shared-ui';
import { changePackage, type BookingFormValues } from '../../shared/draft/form-values';
import styles from './party-details.module.css';

/** The package cards: price, what it covers, how long, what is included. */
export function PackagePicker() {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const packages = useGetPackagesQuery();
  const error = useShownError('selectedPackage');
  const chosenId = values.selectedPackage ? String(values.selectedPackage.id) : '';
  return (
    <FieldGroup legend="Package" field="selectedPackage" error={error}>
      <QueryStatus query={packages} loadingLabel="Loading packages…" errorTitle="Failed to fetch packages">
        <div className={styles.cardGrid}>
          {(packages.data ?? []).map((pkg) => (
            <ChoiceCard
              key={pkg.id}
              name="selectedPackage"
              value={String(pkg.id)}
              checked={chosenId === String(pkg.id)}
              onChange={() => void setValues(changePackage(values, pkg))}
              title={pkg.name}
            >
              <PackageDetails pkg={pkg} />
            </ChoiceCard>
          ))}
        </div>
      </QueryStatus>
    </FieldGroup>
  );
}

function PackageDetails({ pkg }: { pkg: Package }) {
  const freeFood = complimentaryLimit(pkg);
  return (
    <>
      <span className={styles.cardText}>{pkg.description}</span>
      <span className={styles.price}>
        {formatAud(pkg.pricePackage)} for up to {minChildrenOf(pkg)} kids
      </span>
      <span className={styles.cardText}>
        {formatAud(pkg.pricePerChild)} per extra child · {formatHours(pkg.duration)}
      </span>
      <span className={styles.inclusions}>
        {pkg.inclusions.map((inclusion) => (
          <span key={inclusion}>✓ {inclusion}</span>
        ))}
        {freeFood > 0 ? (
          <span>
            ✓ {freeFood} kids&apos; food {freeFood === 1 ? 'choice' : 'choices'}
          </span>
        ) : null}
      </span>
    </>
  );
}
