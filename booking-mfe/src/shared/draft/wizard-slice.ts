import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAIN_WIZARD_STEPS } from '@party/domain';
import type { CheckoutState } from './checkout-state';

export type WizardStep = 1 | 2 | 3;
/** Step 2's choice: 'I will do it later' collapses the food sections, 'I will do it now' expands them. */
export type FoodPlan = 'later' | 'now';

export interface WizardState {
  step: WizardStep;
  foodPlan: FoodPlan;
  /** Bumped by every Start Over, so that the steps start afresh (their own state too). */
  generation: number;
  /**
   * Whether what session storage kept is in the store (and the form): from the start when the page
   * is rendered in the browser alone (store.ts), only once hydrated when the server rendered it
   * (restore-saved-wizard.ts). Never on the server, which has no session storage.
   */
  restored: boolean;
}

export const initialWizardState: WizardState = { step: 1, foodPlan: 'later', generation: 0, restored: false };

/** What the store keeps of a saved wizard: its place, and the coupon and booking on the way to the checkout. */
export interface SavedStoreState {
  checkout: CheckoutState;
  wizard: WizardState;
}

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    /** Next advances by one, only below the last step. */
    stepForward(state) {
      if (state.step < MAIN_WIZARD_STEPS) state.step = (state.step + 1) as WizardStep;
    },
    /** Previous goes back by one, only above step 1. */
    stepBack(state) {
      if (state.step > 1) state.step = (state.step - 1) as WizardStep;
    },
    /** Back from step 3 to the food step with every section open ('Go Back to Add Items'). */
    backToFood(state) {
      state.step = 2;
      state.foodPlan = 'now';
    },
    foodPlanChosen(state, action: PayloadAction<FoodPlan>) {
      state.foodPlan = action.payload;
    },
    /** A reset returns the wizard to step 1 (the form clears the draft, see start-over.ts). */
    startedOver(state) {
      return { ...initialWizardState, generation: state.generation + 1, restored: state.restored };
    },
    /** The saved wizard, put back once a server-rendered page has hydrated (the checkout's part too). */
    savedWizardRestored(state, action: PayloadAction<SavedStoreState>) {
      const { step, foodPlan } = action.payload.wizard;
      return { ...state, step, foodPlan, restored: true };
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectFoodPlan: (state) => state.foodPlan,
    selectGeneration: (state) => state.generation,
    selectRestored: (state) => state.restored,
  },
});

export const { stepForward, stepBack, backToFood, foodPlanChosen, startedOver, savedWizardRestored } = wizardSlice.actions;
export const { selectStep, selectFoodPlan, selectGeneration, selectRestored } = wizardSlice.selectors;
