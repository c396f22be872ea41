import { createContext, useContext } from 'react';
import type { Schema } from '@party/domain';

export interface WizardStepContext {
  /** The current step's schema (none for the food step). */
  schema: Schema | undefined;
  /** Moves on after a valid submit, and scrolls to the form. */
  next: () => void;
  /** Back is always allowed. */
  back: () => void;
  /** From step 3 back to the food step, every section open. */
  backToFood: () => void;
}

export const WizardContext = createContext<WizardStepContext | null>(null);

export function useWizardStep(): WizardStepContext {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizardStep must be used inside BookingWizard');
  return context;
}
