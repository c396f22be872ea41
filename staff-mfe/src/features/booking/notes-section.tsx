import { LIMITS, staffNoteBody, type StaffNote } from '@party/domain';
import { Button, Card, FormikTextAreaField, notify } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { StaffForm } from '../../shared/staff-form';
import { StaffNotes } from '../../shared/staff-notes';
import { useAddNoteMutation } from './api';

/** The staff's notes on the booking, and Add note for a role that may write one. */
export function NotesSection({ reference, notes, canAdd }: { reference: string; notes: StaffNote[]; canAdd: boolean }) {
  const [addNote, { error }] = useAddNoteMutation();
  return (
    <Card title="Staff notes">
      <div className="stack gap-3">
        <StaffNotes notes={notes} emptyText="No notes yet." titled={false} />
        {canAdd ? (
          <StaffForm<{ text: string }>
            label="Add a staff note"
            layout="inline"
            initialValues={{ text: '' }}
            schema={staffNoteBody}
            onSubmit={async (values, helpers) => {
              const result = await addNote({ reference, text: values.text.trim() });
              if ('error' in result) return;
              helpers.resetForm();
              notify.success('Note added');
            }}
          >
            {(form) => (
              <>
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
              </>
            )}
          </StaffForm>
        ) : null}
      </div>
    </Card>
  );
}
