import { useFormikContext, type FormikErrors } from 'formik';
import { formatAud, PHONE_BOOKING_MESSAGES as WORDS, PHONE_CHILD_AGE_MAX, type PhoneBookingChoices, type PhoneBookingPackage } from '@party/domain';
import { RadioGroup, TextField } from '@party/shared-ui';
import { withKids, withPackage, type PhoneBookingValues } from './phone-booking-values';
import styles from './phone-booking.module.css';

const hours = (duration: number) => `${duration} ${duration === 1 ? 'hour' : 'hours'}`;

/** A package as the front desk reads it out: its price, its length, and whether it is on the website. */
function packageWords(pkg: PhoneBookingPackage): string {
  const price = `${formatAud(pkg.pricePackage)} for ${pkg.minChildren} kids, then ${formatAud(pkg.pricePerChild)} a child · ${hours(pkg.duration)}`;
  return pkg.shownOnline ? price : `${price} · ${WORDS.hiddenPackage}`;
}

/** The package, the child (name and age, up to 17) and the number of kids. */
export function PartyFields({ choices, errors }: { choices: PhoneBookingChoices; errors: FormikErrors<PhoneBookingValues> }) {
  const { values, setValues, handleChange } = useFormikContext<PhoneBookingValues>();
  function choosePackage(id: string) {
    const pkg = choices.packages.find((item) => item.id === id);
    if (pkg) void setValues(withPackage(values, pkg, choices.addons));
  }
  return (
    <div className={styles.fields}>
      <RadioGroup
        legend="Package"
        name="packageId"
        value={values.packageId}
        onChange={choosePackage}
        error={errors.packageId}
        options={choices.packages.map((pkg) => ({ value: pkg.id, label: pkg.name, description: packageWords(pkg) }))}
      />
      <div className={styles.pair}>
        <TextField label="Child's first name" name="childfName" required autoComplete="off" value={values.childfName} onChange={handleChange} error={errors.childfName} />
        <TextField label="Child's last name" name="childlName" autoComplete="off" value={values.childlName} onChange={handleChange} error={errors.childlName} />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Turning"
          name="childAge"
          inputMode="numeric"
          required
          hint={`The child's age at the party, 1 to ${PHONE_CHILD_AGE_MAX}.`}
          value={values.childAge}
          onChange={handleChange}
          error={errors.childAge}
        />
        <TextField
          label="Number of kids"
          name="numberOfKids"
          inputMode="numeric"
          required
          hint="1 to 50: the room must hold them."
          value={values.numberOfKids}
          onChange={(event) => void setValues(withKids(values, event.target.value))}
          error={errors.numberOfKids}
        />
      </div>
    </div>
  );
}
