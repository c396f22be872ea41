import { attendanceFormPath, kidsCount } from '@party/domain';
import { AnchorButton, Button } from '@party/shared-ui';
import type { RememberedAnswer } from './remembered-answer';
import styles from './invitation.module.css';

/** "Ava", "Ava and Leo", "Ava, Leo and Zoë". */
const listOf = (names: string[]) => new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' }).format(names);

export interface AnsweredRsvpProps {
  answer: RememberedAnswer;
  /** Whose party it is: "Mia's family". */
  who: string;
  onChange: () => void;
  onAnswerForAnother: () => void;
}

/**
 * The answer this device sent: coming or not, the kids by name, who answered and where the copy
 * went; never the phone or the allergies, which anyone picking up a shared phone would read. The
 * form, as it was sent, is one tap away; so is an empty one for another family.
 */
export function AnsweredRsvp({ answer, who, onChange, onAnswerForAnother }: AnsweredRsvpProps) {
  const kids = answer.kids.map((kid) => kid.name);
  return (
    <>
      <div className={styles.answered}>
        <p className={styles.answeredTitle}>
          {answer.coming ? `You answered yes: coming with ${kidsCount(kids.length)}` : "You answered no: you can't come"}
        </p>
        {answer.coming ? <p>Kids coming: {listOf(kids)}</p> : null}
        <p>
          Sent to {who === 'The family' ? 'the family' : who} from this device as {answer.name} ({answer.email}).
        </p>
        {answer.copySent ? <p>A copy of your answer was emailed to you.</p> : null}
        {answer.formId ? <FormLink formId={answer.formId} /> : null}
      </div>
      <ul className={`stack-list ${styles.answeredActions}`}>
        <li>
          <Button fullWidth onClick={onChange}>
            Change your answer
          </Button>
        </li>
        <li>
          <Button variant="secondary" fullWidth onClick={onAnswerForAnother}>
            Answer for another family
          </Button>
        </li>
      </ul>
    </>
  );
}

/** A yes's next step: the family's attendance form, by its own link (decision 062). */
export function FormLink({ formId }: { formId: string }) {
  return (
    <>
      <p>The venue needs an attendance form for the kids coming: it takes two minutes.</p>
      <AnchorButton href={attendanceFormPath(formId)} variant="primary" fullWidth>
        Fill in the attendance form
      </AnchorButton>
    </>
  );
}
