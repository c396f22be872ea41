import { Formik, type FormikErrors } from 'formik';
import { fieldErrors, LIMITS, staffNoteBody, type StaffNote } from '@party/domain';
import { Button, Card, FormikTextAreaField, notify } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { StaffNotes } from '../../shared/staff-notes';
import { useAddNoteMutation } from './api';
import kit from '../../shared/staff-kit.module.css';

/** The staff's notes on the booking, and Add note for a role that may write one. */
export function NotesSection({ reference, notes, canAdd }: { reference: string; notes: StaffNote[]; canAdd: boolean }) {
  const [addNote, { error }] = useAddNoteMutation();
  return (
    <Card title="Staff notes">
      <div className="stack gap-3">
        <StaffNotes notes={notes} emptyText="No notes yet." titled={false} />
        {canAdd ? (
          <Formik<{ text: string }>
            initialValues={{ text: '' }}
            validate={(values) => fieldErrors(staffNoteBody, values) as FormikErrors<{ text: string }>}
            validateOnBlur={false}
            onSubmit={async (values, helpers) => {
              const result = await addNote({ reference, text: values.text.trim() });
              if ('error' in result) return;
              helpers.resetForm();
              notify.success('Note added');
            }}
          >
            {(form) => (
              <form className={kit.inlineForm} noValidate onSubmit={form.handleSubmit} aria-label="Add a staff note">
                <FormikTextAreaField
                  label="New note"
                  name="text"
                  rows={3}
                  maxLength={LIMITS.notes}
                  hint="Seen by the staff on the run sheet, never by the customer."
                />
                {error ? <ApiProblem error={error} fallback="The note was not added: the staff system did not answer. Please try again." /> : null}
                <div>
                  <Button type="submit" variant="secondary" busy={form.isSubmitting} busyLabel="Adding…">
                    Add note
                  </Button>
                </div>
              </form>
            )}
          </Formik>
        ) : null}
      </div>
    </Card>
  );
}
