import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAIN_WIZARD_STEPS } from '@party/domain';

export type WizardStep = 1 | 2 | 3;
/** Step 2's choice: 'I will do it later' collapses the food sections, 'I will do it now' expands them. */
export type FoodPlan = 'later' | 'now';

export interface WizardState {
  step: WizardStep;
  foodPlan: FoodPlan;
  /** Bumped by every Start Over, so that the steps start afresh (their own state too). */
  generation: number;
}

export const initialWizardState: WizardState = { step: 1, foodPlan: 'later', generation: 0 };

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
      return { ...initialWizardState, generation: state.generation + 1 };
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectFoodPlan: (state) => state.foodPlan,
    selectGeneration: (state) => state.generation,
  },
});

export const { stepForward, stepBack, backToFood, foodPlanChosen, startedOver } = wizardSlice.actions;
export const { selectStep, selectFoodPlan, selectGeneration } = wizardSlice.selectors;
