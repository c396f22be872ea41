import { useMemo, useRef, type ReactNode } from 'react';
import type { Schema } from '@party/domain';
import { StepIndicator, useStepFocus } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { backToFood, selectGeneration, selectStep, stepBack, stepForward } from '../draft/wizard-slice';
import { WizardContext, type WizardStepContext } from './wizard-context';
import styles from './booking-wizard.module.css';

export interface WizardStepDefinition {
  /** The name in the step indicator. */
  label: string;
  /** The step's heading. */
  title: string;
  /** Validates the step when the visitor moves on. */
  schema?: Schema;
  content: ReactNode;
}

export interface BookingWizardProps {
  steps: readonly WizardStepDefinition[];
  /** Shown between the step indicator and the step (e.g. alerts on a phone). */
  aside?: ReactNode;
}

/** The step a wizard is on, among its steps. */
export function currentStep(steps: readonly WizardStepDefinition[], step: number): WizardStepDefinition | undefined {
  return steps[step - 1] ?? steps[0];
}

/**
 * The 3-step wizard over the booking form (BookingForm, around it): the step indicator and the
 * current step, each step with its own schema (Formik's MultistepWizard).
 */
export function BookingWizard(props: BookingWizardProps) {
  // Start Over bumps the generation: every step starts afresh, its own state too.
  const generation = useAppSelector(selectGeneration);
  return <Wizard key={generation} {...props} />;
}

function Wizard({ steps, aside }: BookingWizardProps) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = currentStep(steps, step);

  // Moving between steps scrolls to the form and puts the keyboard at the step's heading.
  useStepFocus(step, headingRef, rootRef);

  const context = useMemo<WizardStepContext>(
    () => ({
      schema: current?.schema,
      next: () => dispatch(stepForward()),
      back: () => dispatch(stepBack()),
      backToFood: () => dispatch(backToFood()),
    }),
    [dispatch, current?.schema],
  );

  return (
    <WizardContext.Provider value={context}>
      <div ref={rootRef} className={styles.wizard}>
        <StepIndicator steps={steps.map((s) => s.label)} current={step} />
        {aside}
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {current?.title}
        </h2>
        {current?.content}
      </div>
    </WizardContext.Provider>
  );
}
