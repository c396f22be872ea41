import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Formik } from 'formik';
import type { AnySchema } from 'yup';
import { StepIndicator, useStepFocus } from '@party/shared-ui';
import { useAppDispatch, useAppSelector, useAppStore } from '../../hooks';
import { selectDraftGeneration } from '../draft/checkout-slice';
import { toFormValues } from '../draft/form-values';
import { backToFood, selectStep, stepBack, stepForward } from '../draft/wizard-slice';
import { DraftSync } from './draft-sync';
import { WizardContext, type WizardStepContext } from './wizard-context';
import styles from './booking-wizard.module.css';

export interface WizardStepDefinition {
  /** The name in the step indicator. */
  label: string;
  /** The step's heading. */
  title: string;
  /** Validates the step when the visitor moves on. */
  schema?: AnySchema;
  content: ReactNode;
}

export interface BookingWizardProps {
  steps: readonly WizardStepDefinition[];
  /** Shown between the step indicator and the step (e.g. alerts on a phone). */
  aside?: ReactNode;
}

/** The 3-step wizard: one Formik form over the whole draft, each step with its own schema. */
export function BookingWizard(props: BookingWizardProps) {
  // A reset bumps the generation: the form starts again from the default draft.
  const generation = useAppSelector(selectDraftGeneration);
  return <WizardForm key={generation} {...props} />;
}

function WizardForm({ steps, aside }: BookingWizardProps) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const [initialValues] = useState(() => toFormValues(store.getState().bookingDraft.draft));
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = steps[step - 1] ?? steps[0];

  // Moving between steps scrolls to the form and puts the keyboard at the step's heading.
  useStepFocus(step, headingRef, rootRef);

  const navigation = useMemo<Omit<WizardStepContext, 'schema'>>(
    () => ({
      next: () => dispatch(stepForward()),
      back: () => dispatch(stepBack()),
      backToFood: () => dispatch(backToFood()),
    }),
    [dispatch],
  );
  const context = useMemo(() => ({ ...navigation, schema: current.schema }), [navigation, current.schema]);

  return (
    <Formik initialValues={initialValues} validationSchema={current.schema} onSubmit={() => undefined}>
      <WizardContext.Provider value={context}>
        <DraftSync />
        <div ref={rootRef} className={styles.wizard}>
          <StepIndicator steps={steps.map((s) => s.label)} current={step} />
          {aside}
          <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {current.title}
          </h2>
          {current.content}
        </div>
      </WizardContext.Provider>
    </Formik>
  );
}
