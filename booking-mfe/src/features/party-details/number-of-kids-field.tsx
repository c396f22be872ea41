import { useState } from 'react';
import { useFormikContext } from 'formik';
import { changeNumberOfKids, KIDS_MAX, KIDS_MIN } from '@party/domain';
import { TextField, useShownError } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';

/**
 * Number of kids, 1 to 50. What is typed is kept as text while it is being edited (an empty box is
 * allowed on the way to a new number); each whole number typed becomes the draft's value, which
 * clears the room and works out the kids' food quantities again.
 */
export function NumberOfKidsField() {
  const { values, setValues, setFieldTouched } = useFormikContext<BookingFormValues>();
  // The form is rebuilt on a reset, so the text only ever starts from the draft here.
  const [text, setText] = useState(String(values.numberOfKids));
  const error = useShownError('numberOfKids');
  return (
    <TextField
      label="Number of Kids"
      required
      type="number"
      inputMode="numeric"
      min={KIDS_MIN}
      max={KIDS_MAX}
      step={1}
      name="numberOfKids"
      data-field="numberOfKids"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const kids = Number(typed);
        if (typed.trim() !== '' && Number.isInteger(kids) && kids !== values.numberOfKids) {
          void setValues({ ...values, ...changeNumberOfKids(values, kids) });
        }
      }}
      onBlur={() => {
        setText(String(values.numberOfKids));
        void setFieldTouched('numberOfKids', true, false);
      }}
      error={error}
    />
  );
}
